import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Sellable stock set aside per SKU for a channel or an activity, within what the stock ledger says it can sell.
    collection: 'sku-allocations',
    paths: { list: '/inventory/SKU-Inventory' },
    icon: 'inventory',
    representation: '%{skuId} · %{channel}',
    siteScoped: true,
    load: () => import('./index'),
};
