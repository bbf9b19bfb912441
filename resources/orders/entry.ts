import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'orders',
    paths: { list: '/orders/index', edit: '/orders/orderDetail/:id' },
    icon: 'receipt',
    representation: 'orderId',
    siteScoped: true,
    // qa accounts work on test orders only (the dataType header).
    dataTypeScoped: true,
    // Screens of the /orders group that read orders without being this resource's own (the change requests and the
    // statistics); the sibling collections that reference orders get read access through their reference fields.
    alsoReadBy: ['/orders/modify', '/orders/modifyDetail/:id', '/orders/Statistics', '/orders/chart'],
    load: () => import('./index'),
};
