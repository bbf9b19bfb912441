import type { ResourceEntry } from '../kit/types';

/**
 * The online store's header navigation (/cms/navStore): the website header's screen and rules (nav-entries) over the
 * store's own menus and entries.
 */
export const entry: ResourceEntry = {
    collection: 'store-nav-entries',
    paths: { list: '/cms/navStore' },
    icon: 'list',
    representation: 'name',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('../nav-entries/views'),
};
