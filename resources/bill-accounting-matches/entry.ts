import type { ResourceEntry } from '../kit/types';

/** Each provider's bill against the books, per month of settlement: computed by the server from the settlement match (mock-server/db/reconciliation/settlement.ts). */
export const entry: ResourceEntry = {
    collection: 'bill-accounting-matches',
    paths: { list: '/financialReconciliation/billMatchAccountingAmount' },
    icon: 'payments',
    representation: '%{period} · %{provider}',
    siteScoped: true,
    texts: ['settlement-common'],
    load: () => import('./index'),
};
