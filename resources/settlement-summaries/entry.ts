import type { ResourceEntry } from '../kit/types';

/** The reconciliation summary per provider and day of the transaction: computed by the server from the settlement match (mock-server/db/reconciliation/settlement.ts). */
export const entry: ResourceEntry = {
    collection: 'settlement-summaries',
    paths: { list: '/financialReconciliation/reconciliationSummary' },
    icon: 'chart',
    representation: '%{period} · %{provider}',
    siteScoped: true,
    texts: ['settlement-common'],
    load: () => import('./index'),
    views: () => import('./views'),
};
