import type { ResourceEntry } from '../kit/types';

/** The loads of OMS's own payments and refunds into the reconciliation, at /reconciliation/internalImport. */
export const entry: ResourceEntry = {
    collection: 'internal-imports',
    paths: { list: '/reconciliation/internalImport' },
    icon: 'upload',
    representation: 'batchNo',
    siteScoped: true,
    load: () => import('./index'),
};
