import type { ResourceEntry } from '../kit/types';

/**
 * Hot search v2's record page is the catalogue's `hot-search-v2/:type/:id`; `type` is the page's mode, 'edit' (a
 * new record is `edit/create`, the kit's create id).
 */
export const entry: ResourceEntry = {
    collection: 'hot-searches-v2',
    paths: { list: '/activities/hot-search-v2', edit: '/activities/hot-search-v2/:type/:id' },
    pathParams: { type: 'edit' },
    icon: 'search',
    representation: 'tag',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
