import type { ResourceEntry } from '../kit/types';

/** The product security page (/cms/security-page): one per site, edited in a dialog and previewed as the site shows it. */
export const entry: ResourceEntry = {
    collection: 'security-pages',
    paths: { list: '/cms/security-page' },
    icon: 'security',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
