import type { ResourceEntry } from '../kit/types';

/** The ageing warning report (/reconciliation/agingWarningReport), computed from the match's open items. */
export const entry: ResourceEntry = {
    collection: 'recon-ageing',
    paths: { list: '/reconciliation/agingWarningReport' },
    icon: 'report',
    representation: '%{payChannel} · %{ageBucket}',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
