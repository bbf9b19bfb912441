import type { ResourceEntry } from '../kit/types';

/**
 * Downloadable materials per model (/supportPage/material-information): quick guides, safety information, SAR
 * values, declarations of conformity, per language. Edited in a dialog on the list.
 */
export const entry: ResourceEntry = {
    collection: 'model-documents',
    paths: { list: '/supportPage/material-information' },
    icon: 'article',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
