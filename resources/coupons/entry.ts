import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'coupons',
    paths: { list: '/prize/query' },
    icon: 'search',
    representation: 'couponCode',
    siteScoped: true,
    load: () => import('./index'),
};
