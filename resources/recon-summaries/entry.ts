import type { ResourceEntry } from '../kit/types';

/** The reconciliation summary per day, gateway and type (/reconciliation/summaryReport), computed from the match. */
export const entry: ResourceEntry = {
    collection: 'recon-summaries',
    paths: { list: '/reconciliation/summaryReport' },
    icon: 'chart',
    representation: '%{period} · %{payChannel}',
    siteScoped: true,
    load: () => import('./index'),
};
