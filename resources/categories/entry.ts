import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'categories',
    paths: { list: '/factory/category' },
    icon: 'list',
    representation: 'name',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
