import type { ResourceEntry } from '../kit/types';

/**
 * Adjustment flags of the settlement errors (/financialReconciliation/adjustFlag): raised on an open error from
 * errorDetails, approved or rejected by someone else on the flag's page `adjustFlag/{adjustType}/{id}` (its type
 * names the page), opened from its row's button.
 */
export const entry: ResourceEntry = {
    collection: 'settlement-adjust-flags',
    paths: { list: '/financialReconciliation/adjustFlag' },
    pages: { '/financialReconciliation/adjustFlag/:type/:id': () => import('./FlagPage') },
    // The errors' Flag dialog reads an error's pending flag.
    alsoReadBy: ['/financialReconciliation/errorDetails'],
    icon: 'list',
    representation: 'flagNo',
    siteScoped: true,
    texts: ['settlement-common', 'settlement-errors'],
    load: () => import('./index'),
    views: () => import('./views'),
};
