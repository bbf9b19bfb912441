import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // No record page in the catalogue (no /inventory/warehouse/:id): list-only.
    collection: 'warehouses',
    paths: { list: '/inventory/warehouse' },
    icon: 'warehouse',
    representation: '%{warehouseCode} %{warehouseName}',
    siteScoped: true,
    load: () => import('./index'),
};
