import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'purchase-orders',
    paths: { list: '/factory/po', edit: '/factory/po/edit/:id' },
    icon: 'receipt',
    representation: 'poNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
