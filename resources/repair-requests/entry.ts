import type { ResourceEntry } from '../kit/types';

/**
 * Pick-and-drop repair requests (/supportPage/repair): a courier collects the phone, the service centre repairs it,
 * the courier brings it back. The row's dialog is the request's page: its state, due time, the moves its state
 * allows and its timeline.
 */
export const entry: ResourceEntry = {
    collection: 'repair-requests',
    paths: { list: '/supportPage/repair' },
    texts: ['service-requests-common'],
    icon: 'shipping',
    representation: 'requestNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
