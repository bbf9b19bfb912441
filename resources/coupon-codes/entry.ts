import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'coupon-codes',
    paths: { list: '/prize/query-code' },
    icon: 'search',
    representation: 'couponCode',
    siteScoped: true,
    load: () => import('./index'),
};
