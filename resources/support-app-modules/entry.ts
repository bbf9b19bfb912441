import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'support-app-modules',
    paths: { list: '/app/supportApp' },
    icon: 'support',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
