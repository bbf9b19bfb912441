import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'risk-order-activities',
    paths: { list: '/activities/risk-order-monitoring', edit: '/activities/risk-order-monitoring/:id' },
    icon: 'security',
    representation: 'activityName',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
