import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'store-addresses',
    paths: { list: '/serviceSite/storeAddress', edit: '/serviceSite/storeEdit/:id' },
    icon: 'store',
    representation: 'name',
    siteScoped: true,
    // The store page shows the displayed stores as customers see them.
    pages: { '/serviceSite/storePage': () => import('./StorePreview') },
    // The support website's retail store map places the displayed shops (resources/retail-store-map).
    alsoReadBy: ['/supportPage/retailStoreMap'],
    load: () => import('./index'),
};
