import type { ResourceEntry } from '../kit/types';

/**
 * The app's URL whitelist (/app/url-whitelist): the domains and exact addresses its web views and redirects may open.
 * Every redirect block's H5 link must match an enabled entry of the site (kit/redirect/whitelist.ts). Edited in a
 * dialog on the list.
 */
export const entry: ResourceEntry = {
    collection: 'url-whitelist',
    paths: { list: '/app/url-whitelist' },
    icon: 'security',
    representation: 'urlPattern',
    siteScoped: true,
    load: () => import('./index'),
};
