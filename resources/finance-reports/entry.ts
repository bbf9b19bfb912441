import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Sales, returns, tax and cost per month, state and SKU, summed from the GST invoices and credit notes (read-only).
    collection: 'finance-reports',
    paths: { list: '/inventory/finance-report' },
    icon: 'report',
    representation: '%{month} %{skuId}',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
