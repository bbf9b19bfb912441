import type { ResourceEntry } from '../kit/types';
import { ITEM_PATH_TYPE } from './model';

/**
 * The match result (/reconciliation/externalResultQuery): each item's read-only page with its handling log is
 * `exceptionHandlingquery/:type/:id`, the handling form `exceptionHandling/:type/:id`; `type` is the reconciliation,
 * 'external' (OMS records against the gateways' external statements).
 */
export const entry: ResourceEntry = {
    collection: 'recon-items',
    paths: { list: '/reconciliation/externalResultQuery', edit: '/reconciliation/exceptionHandlingquery/:type/:id' },
    pathParams: { type: ITEM_PATH_TYPE },
    pages: { '/reconciliation/exceptionHandling/:type/:id': () => import('./HandlePage') },
    icon: 'search',
    representation: 'itemNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
    viewChunks: { edit: () => import('./ItemQuery') },
};
