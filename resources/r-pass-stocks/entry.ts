import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'r-pass-stocks',
    paths: { list: '/activities/index' },
    icon: 'inventory',
    representation: '%{activityName} (%{skuId})',
    siteScoped: true,
    load: () => import('./index'),
};
