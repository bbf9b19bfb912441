import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'no-cost-emi',
    paths: { list: '/activities/NoCostEMI' },
    icon: 'payments',
    representation: 'activityName',
    siteScoped: true,
    load: () => import('./index'),
};
