import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Trade-in (exchange) orders: the old devices taken back with the trade-in orders (list-only, read-only).
    collection: 'trade-ins',
    paths: { list: '/inventory/exchange' },
    icon: 'phone',
    representation: 'orderId',
    siteScoped: true,
    load: () => import('./index'),
};
