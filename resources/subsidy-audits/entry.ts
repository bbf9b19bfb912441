import type { ResourceEntry } from '../kit/types';

/**
 * Subsidy claims to audit (/gov-subsidy/audit): each opens on its province's form,
 * `audit/{gd|hebei|other}/{audit|view}/:id`, from its row's button.
 */
export const entry: ResourceEntry = {
    collection: 'subsidy-audits',
    paths: { list: '/gov-subsidy/audit' },
    pages: {
        '/gov-subsidy/audit/gd/:type/:id': () => import('./GdAuditPage'),
        '/gov-subsidy/audit/hebei/:type/:id': () => import('./HebeiAuditPage'),
        '/gov-subsidy/audit/other/:type/:id': () => import('./OtherAuditPage'),
    },
    texts: ['subsidy-provinces'],
    icon: 'task',
    representation: 'claimNo',
    load: () => import('./index'),
    views: () => import('./views'),
};
