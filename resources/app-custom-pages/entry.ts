import type { ResourceEntry } from '../kit/types';

/** Custom campaign pages of the app and H5 (/app/customPages): a page is edited at /app/customPages/:id. */
export const entry: ResourceEntry = {
    collection: 'app-custom-pages',
    paths: { list: '/app/customPages', edit: '/app/customPages/:id' },
    icon: 'article',
    representation: 'pageName',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
