import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'order-modifications',
    paths: { list: '/orders/modify', edit: '/orders/modifyDetail/:id' },
    icon: 'list',
    representation: 'requestNo',
    siteScoped: true,
    // Like the orders they are of: qa accounts work on test data only (the dataType header).
    dataTypeScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
