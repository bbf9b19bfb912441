import type { ResourceEntry } from '../kit/types';

/** The service website's product-category tree (/serviceSite/product-category), edited in a dialog on its list. */
export const entry: ResourceEntry = {
    collection: 'service-categories',
    paths: { list: '/serviceSite/product-category' },
    icon: 'list',
    representation: 'name',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
