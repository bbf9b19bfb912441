import type { ResourceEntry } from '../kit/types';

/** The app's discover feed (/app/discover): articles, videos and posts, edited in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'discover-posts',
    paths: { list: '/app/discover' },
    icon: 'search',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
