import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'transfer-orders',
    // The detail is found by its transfer number (`:transferOrderNo`, not an id): a page of its own, with the state
    // actions; rows link to it from their number.
    paths: { list: '/inventory/transferOrder', create: '/inventory/transferOrder/addOrder' },
    pages: { '/inventory/transferOrder/orderDetail/:transferOrderNo': () => import('./TransferDetailPage') },
    texts: ['stocks', 'warehouses', 'skus'],
    icon: 'shipping',
    representation: 'transferOrderNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
