import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'dsr-requests',
    paths: { list: '/cms/dsr-platform' },
    icon: 'people',
    representation: 'requestNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
