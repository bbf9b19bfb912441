import type { ResourceEntry } from '../kit/types';

/** Finance's figures for the inventory reports (unit costs per SKU and month), imported at /inventory/finance-import. */
export const entry: ResourceEntry = {
    collection: 'finance-costs',
    paths: { list: '/inventory/finance-import' },
    icon: 'upload',
    representation: '%{month} %{skuId}',
    siteScoped: true,
    load: () => import('./index'),
};
