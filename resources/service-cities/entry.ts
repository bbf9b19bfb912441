import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Cities of the service website's provinces.
    collection: 'service-cities',
    paths: { list: '/serviceSite/city', edit: '/serviceSite/cityEdit/:id' },
    icon: 'map',
    representation: 'name',
    load: () => import('./index'),
};
