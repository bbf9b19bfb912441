import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Stock applications (samples, demo units, internal use): drafted, submitted, approved or rejected, fulfilled.
    collection: 'stock-applications',
    paths: { list: '/inventory/application', edit: '/inventory/application-detail/:id' },
    icon: 'task',
    representation: 'applicationNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
