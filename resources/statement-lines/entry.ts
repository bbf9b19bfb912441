import type { ResourceEntry } from '../kit/types';

/** The gateways' statement lines, imported at /reconciliation/externalImport (read-only: they change only by import). */
export const entry: ResourceEntry = {
    collection: 'statement-lines',
    paths: { list: '/reconciliation/externalImport' },
    icon: 'upload',
    representation: 'gatewayTxnId',
    siteScoped: true,
    load: () => import('./index'),
};
