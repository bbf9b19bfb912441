import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'refunds',
    paths: { list: '/orders/refund' },
    icon: 'payments',
    representation: 'refundNo',
    siteScoped: true,
    load: () => import('./index'),
};
