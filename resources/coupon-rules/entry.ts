import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'coupon-rules',
    paths: { list: '/prize/coupon-rules' },
    icon: 'settings',
    representation: 'ruleName',
    siteScoped: true,
    load: () => import('./index'),
};
