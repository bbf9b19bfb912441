import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Inventory turnover per SKU and warehouse by month, computed by the server from the stock ledger.
    collection: 'stock-turnover',
    paths: { list: '/inventory/turnOver' },
    icon: 'chart',
    representation: '%{month} %{skuId}',
    siteScoped: true,
    load: () => import('./index'),
};
