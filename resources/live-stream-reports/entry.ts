import type { ResourceEntry } from '../kit/types';

/** Live-stream performance per session (/dataPlatForm/live), computed from the sessions and the live-sale orders. */
export const entry: ResourceEntry = {
    collection: 'live-stream-reports',
    paths: { list: '/dataPlatForm/live' },
    icon: 'live',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
