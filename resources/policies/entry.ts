import type { ResourceEntry } from '../kit/types';

/** Legal policies per site and version (/cms/policy-page), edited in a dialog on the list and previewed as the site shows them. */
export const entry: ResourceEntry = {
    collection: 'policies',
    paths: { list: '/cms/policy-page' },
    icon: 'article',
    representation: '%{title} (%{version})',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
