import type { ResourceEntry } from '../kit/types';

/**
 * The pushes of reconciled settlement months to BSP, the accounting system (/financialReconciliation/reconciliationPushBsp):
 * a Push button sends a provider's month as a task of the task centre, a failed batch is re-pushed from its row.
 */
export const entry: ResourceEntry = {
    collection: 'bsp-pushes',
    paths: { list: '/financialReconciliation/reconciliationPushBsp' },
    icon: 'upload',
    representation: 'batchNo',
    siteScoped: true,
    texts: ['settlement-common'],
    load: () => import('./index'),
    views: () => import('./views'),
};
