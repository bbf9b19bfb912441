import type { ResourceEntry } from '../kit/types';

/** The app's splash, popup, floating and banner ads (/app/adPosition): added at /add, edited at /edit/:id. */
export const entry: ResourceEntry = {
    collection: 'app-ads',
    paths: { list: '/app/adPosition', edit: '/app/adPosition/edit/:id', create: '/app/adPosition/add' },
    texts: ['app-ops-common'],
    icon: 'image',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
