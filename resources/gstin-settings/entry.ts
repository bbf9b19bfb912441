import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // The company's own GST registrations, one GSTIN per state registration, and the warehouses each one invoices from.
    collection: 'gstin-settings',
    paths: { list: '/inventory/gstinSetting' },
    icon: 'settings',
    representation: '%{gstin}',
    siteScoped: true,
    load: () => import('./index'),
};
