import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'orders',
    paths: { list: '/orders/index', edit: '/orders/orderDetail/:id' },
    icon: 'receipt',
    representation: 'orderId',
    siteScoped: true,
    // qa accounts work on test orders only (the dataType header).
    dataTypeScoped: true,
    // The statistics: one page with its charts at the two catalogue screens (overview and statistics).
    pages: {
        '/orders/Statistics': () => import('./OrderStatisticsPage'),
        '/orders/chart': () => import('./OrderStatisticsPage'),
    },
    // The change requests read orders without a reference field; the sibling collections that reference orders get
    // read access through their reference fields.
    alsoReadBy: ['/orders/modify', '/orders/modifyDetail/:id'],
    load: () => import('./index'),
    // The list and the record page each in a chunk of its own: the list does not bring the record page's.
    viewChunks: { list: () => import('./OrderList'), edit: () => import('./OrderDetail') },
};
