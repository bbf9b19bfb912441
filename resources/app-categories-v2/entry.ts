import type { ResourceEntry } from '../kit/types';

/**
 * The app's category pages V2 (/app/productCategories-v2, on the sites outside APP_V1_SITES): the V1 category page
 * with a layout for each home page version, edited in a dialog on the list (the V1 list and dialog).
 */
export const entry: ResourceEntry = {
    collection: 'app-categories-v2',
    paths: { list: '/app/productCategories-v2' },
    icon: 'list',
    representation: 'name',
    siteScoped: true,
    load: () => import('./index'),
    /** The V1 list and its dialog (the redirect block of the banner). */
    views: () => import('../app-categories/views'),
};
