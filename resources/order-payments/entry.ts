import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Payment details per order: gateway payment ID, amount paid and refunded, and whether the gateway has settled it.
    collection: 'order-payments',
    paths: { list: '/inventory/order-payment' },
    icon: 'payments',
    representation: 'orderId',
    siteScoped: true,
    load: () => import('./index'),
};
