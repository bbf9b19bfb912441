import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // After-sales orders received back into stock: one per customer return of the stock ledger (list-only, read-only).
    collection: 'after-sales-orders',
    paths: { list: '/inventory/after-sales' },
    icon: 'support',
    representation: 'afterSalesNo',
    siteScoped: true,
    load: () => import('./index'),
};
