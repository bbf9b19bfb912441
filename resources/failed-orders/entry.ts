import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'failed-orders',
    paths: { list: '/orders/recoveryFailedOrders' },
    icon: 'task',
    representation: 'orderId',
    siteScoped: true,
    load: () => import('./index'),
};
