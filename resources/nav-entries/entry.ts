import type { ResourceEntry } from '../kit/types';

/**
 * The website's header navigation (/cms/nav): level-1 menus and their level-2 entries, shown as a tree beside the
 * list, each level put in order by hand. Edited in a dialog on the list (the catalogue gives it no record page).
 */
export const entry: ResourceEntry = {
    collection: 'nav-entries',
    paths: { list: '/cms/nav' },
    icon: 'list',
    representation: 'name',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
