import type { ResourceEntry } from '../kit/types';

/** The app's category pages V1 (/app/productCategories): one a category, edited in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'app-categories',
    paths: { list: '/app/productCategories' },
    icon: 'list',
    representation: 'name',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
