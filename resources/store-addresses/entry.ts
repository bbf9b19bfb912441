import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'store-addresses',
    paths: { list: '/serviceSite/storeAddress', edit: '/serviceSite/storeEdit/:id' },
    icon: 'store',
    representation: 'name',
    siteScoped: true,
    load: () => import('./index'),
};
