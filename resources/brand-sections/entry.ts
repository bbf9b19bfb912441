import type { ResourceEntry } from '../kit/types';

/** The "About the brand" page (/cms/brand): its sections, put in order by hand, edited in a dialog and previewed as the site shows them. */
export const entry: ResourceEntry = {
    collection: 'brand-sections',
    paths: { list: '/cms/brand' },
    icon: 'star',
    representation: 'sectionTitle',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
