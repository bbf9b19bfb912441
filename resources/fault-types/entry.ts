import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // The fault-type dictionary repairs, reservations and service applications pick from.
    collection: 'fault-types',
    paths: { list: '/supportPage/fault-type' },
    icon: 'list',
    representation: '%{faultName} (%{faultCode})',
    siteScoped: true,
    load: () => import('./index'),
};
