import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Provinces (states, regions) of the service website's countries.
    collection: 'service-provinces',
    paths: { list: '/serviceSite/province', edit: '/serviceSite/provinceEdit/:id' },
    icon: 'map',
    representation: 'name',
    load: () => import('./index'),
};
