import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'pre-orders',
    paths: { list: '/activities/pre-order', edit: '/activities/pre-order/:id' },
    icon: 'campaign',
    representation: 'activityName',
    siteScoped: true,
    load: () => import('./index'),
};
