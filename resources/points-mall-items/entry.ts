import type { ResourceEntry } from '../kit/types';

/** The app's points mall (/app/points): what points buy, edited in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'points-mall-items',
    paths: { list: '/app/points' },
    icon: 'points',
    representation: 'itemName',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
