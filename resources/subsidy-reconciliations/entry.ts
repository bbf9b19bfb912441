import type { ResourceEntry } from '../kit/types';

/** The subsidy reconciliation (/gov-subsidy/reconciliation): claimed against received per province and month, computed. */
export const entry: ResourceEntry = {
    collection: 'subsidy-reconciliations',
    paths: { list: '/gov-subsidy/reconciliation' },
    icon: 'report',
    representation: '%{period}',
    texts: ['subsidy-provinces'],
    load: () => import('./index'),
    views: () => import('./views'),
};
