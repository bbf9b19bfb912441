import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // The inventory ledger by month (financial statements), summed by the server from the stock ledger.
    collection: 'inventory-ledger',
    paths: { list: '/inventory/financialStatements' },
    icon: 'report',
    representation: '%{month} %{skuId}',
    siteScoped: true,
    load: () => import('./index'),
};
