import type { ResourceEntry } from '../kit/types';

/** Referral orders and their commission (/promotion/recordQuery): read-only, exported. */
export const entry: ResourceEntry = {
    collection: 'referral-records',
    paths: { list: '/promotion/recordQuery' },
    icon: 'search',
    representation: 'orderId',
    siteScoped: true,
    load: () => import('./index'),
};
