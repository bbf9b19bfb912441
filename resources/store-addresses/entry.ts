import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'store-addresses',
    paths: { list: '/serviceSite/storeAddress', edit: '/serviceSite/storeEdit/:id' },
    icon: 'store',
    representation: 'name',
    siteScoped: true,
    // The store page shows the displayed stores as customers see them.
    pages: { '/serviceSite/storePage': () => import('./StorePreview') },
    load: () => import('./index'),
};
