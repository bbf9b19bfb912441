import type { ResourceEntry } from '../kit/types';

/**
 * The settlement reconciliation's errors (/financialReconciliation/errorDetails), detected by the server from the
 * match of the providers' files with /orders, and worked (never edited) from the list: a Work button opens the error
 * with its log and the actions its status allows; a Flag button raises an adjustment flag on an open error.
 */
export const entry: ResourceEntry = {
    collection: 'settlement-errors',
    paths: { list: '/financialReconciliation/errorDetails' },
    icon: 'report',
    representation: 'errorNo',
    siteScoped: true,
    texts: ['settlement-common', 'settlement-adjust-flags'],
    load: () => import('./index'),
    views: () => import('./views'),
};
