import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // The daily WMS figures per warehouse, computed by the server from the stock ledger (list-only, read-only).
    collection: 'wms-reports',
    paths: { list: '/inventory/wms-report' },
    icon: 'report',
    representation: '%{date} %{warehouseId}',
    siteScoped: true,
    load: () => import('./index'),
};
