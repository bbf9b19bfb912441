import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'search-page-banners',
    paths: { list: '/activities/search-page-banner' },
    icon: 'image',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
