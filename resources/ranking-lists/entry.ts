import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'ranking-lists',
    paths: { list: '/activities/rank' },
    icon: 'chart',
    representation: 'listTitle',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
