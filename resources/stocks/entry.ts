import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Stock per SKU per warehouse, summed by the server from the stock ledger (list-only, read-only).
    collection: 'stocks',
    paths: { list: '/inventory/stock' },
    icon: 'inventory',
    representation: '%{skuId} @ %{warehouseId}',
    siteScoped: true,
    // The add page of a transfer shows each line's sellable stock at the source.
    alsoReadBy: ['/inventory/transferOrder/addOrder'],
    load: () => import('./index'),
};
