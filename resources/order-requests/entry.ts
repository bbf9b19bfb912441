import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'order-requests',
    paths: { list: '/orders/request-search' },
    icon: 'search',
    representation: '%{interfaceName} (%{orderId})',
    siteScoped: true,
    load: () => import('./index'),
};
