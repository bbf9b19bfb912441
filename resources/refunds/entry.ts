import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'refunds',
    paths: { list: '/orders/refund' },
    icon: 'payments',
    representation: 'refundNo',
    siteScoped: true,
    // Like the orders they are of: qa accounts work on test data only (the dataType header).
    dataTypeScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
