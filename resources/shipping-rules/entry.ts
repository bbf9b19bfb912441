import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'shipping-rules',
    paths: { list: '/activities/freeShippingCharge' },
    icon: 'shipping',
    representation: '%{ruleName}',
    siteScoped: true,
    load: () => import('./index'),
};
