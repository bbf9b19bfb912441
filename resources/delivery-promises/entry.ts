import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'delivery-promises',
    paths: { list: '/activities/logistics-timeliness' },
    icon: 'shipping',
    representation: '%{city} (%{displayText})',
    siteScoped: true,
    load: () => import('./index'),
};
