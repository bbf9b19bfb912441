import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'hot-searches',
    paths: { list: '/activities/hotSearch' },
    icon: 'search',
    representation: 'tag',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
