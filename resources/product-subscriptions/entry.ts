import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'product-subscriptions',
    paths: { list: '/subscribe/index' },
    icon: 'notifications',
    representation: '%{contact} (%{subscribeTime})',
    siteScoped: true,
    load: () => import('./index'),
};
