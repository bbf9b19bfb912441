import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Orders pushed to the warehouses' WMS and how far each got; its detail shows the lines and the state timeline.
    collection: 'wms-orders',
    paths: { list: '/inventory/wmsOrder', edit: '/inventory/wmsOrderDetail/:id' },
    icon: 'warehouse',
    representation: 'wmsOrderNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
