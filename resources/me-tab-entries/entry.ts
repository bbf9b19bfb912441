import type { ResourceEntry } from '../kit/types';

/** The app's "Me" tab (/app/meTab): its entries in order, edited in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'me-tab-entries',
    paths: { list: '/app/meTab' },
    icon: 'people',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
