import type { ResourceEntry } from '../kit/types';

/** Couriers' COD remittance lines, imported from their files at /financialReconciliation/codImport (import only). */
export const entry: ResourceEntry = {
    collection: 'cod-lines',
    paths: { list: '/financialReconciliation/codImport' },
    icon: 'upload',
    representation: '%{awbNo} (%{orderId})',
    siteScoped: true,
    load: () => import('./index'),
};
