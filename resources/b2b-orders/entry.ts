import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Bulk orders of the B2B customers: lines, GST, payments against a receiving account and what is still due.
    collection: 'b2b-orders',
    paths: { list: '/b2b/orders', edit: '/b2b/orderDetail/:id' },
    icon: 'receipt',
    representation: 'b2bOrderNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
