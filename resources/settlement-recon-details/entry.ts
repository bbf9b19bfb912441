import type { ResourceEntry } from '../kit/types';

/** Order-level reconciliation across the providers: computed by the server from the settlement match (mock-server/db/reconciliation/settlement.ts). */
export const entry: ResourceEntry = {
    collection: 'settlement-recon-details',
    paths: { list: '/financialReconciliation/reconciliationDetails' },
    icon: 'report',
    representation: '%{orderId} · %{provider}',
    siteScoped: true,
    texts: ['settlement-common'],
    load: () => import('./index'),
};
