import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Fallback warehouses: where an order ships from when its primary warehouse is short (edited in a dialog).
    collection: 'backup-warehouses',
    paths: { list: '/inventory/wmBackup' },
    icon: 'warehouse',
    representation: '%{primaryWarehouseId} → %{backupWarehouseId}',
    siteScoped: true,
    load: () => import('./index'),
};
