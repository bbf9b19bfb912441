import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // The inventory tool: the one stock ledger every stock figure is summed from (list-only, read-only).
    collection: 'stock-movements',
    paths: { list: '/inventory/tool' },
    icon: 'inventory',
    representation: '%{movementType} %{reference}',
    siteScoped: true,
    load: () => import('./index'),
};
