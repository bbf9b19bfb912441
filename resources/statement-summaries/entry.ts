import type { ResourceEntry } from '../kit/types';

/** The imported statements' daily totals (/reconciliation/externalSummary), computed from the statement lines. */
export const entry: ResourceEntry = {
    collection: 'statement-summaries',
    paths: { list: '/reconciliation/externalSummary' },
    icon: 'report',
    representation: '%{statementDate} · %{payChannel}',
    siteScoped: true,
    load: () => import('./index'),
};
