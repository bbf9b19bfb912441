import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'cancel-reasons',
    paths: { list: '/orders/cancelReason' },
    icon: 'list',
    representation: '%{reasonTextEn} (%{reasonCode})',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
