import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'payment-method-offers',
    paths: { list: '/activities/paymentMethod', edit: '/activities/paymentMethod/:id' },
    icon: 'payments',
    representation: 'activityName',
    siteScoped: true,
    load: () => import('./index'),
};
