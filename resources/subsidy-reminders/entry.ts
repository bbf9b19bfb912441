import type { ResourceEntry } from '../kit/types';

/** Subsidy orders missing required details (/gov-subsidy/order-details-reminder): computed from the claims. */
export const entry: ResourceEntry = {
    collection: 'subsidy-reminders',
    paths: { list: '/gov-subsidy/order-details-reminder' },
    icon: 'notifications',
    representation: 'orderId',
    texts: ['subsidy-provinces'],
    load: () => import('./index'),
    views: () => import('./views'),
};
