import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'group-codes',
    paths: { list: '/prize/customer-code' },
    icon: 'coupon',
    representation: 'groupCode',
    siteScoped: true,
    load: () => import('./index'),
};
