import type { ResourceEntry } from '../kit/types';

/** The app's announcement bar (/app/broadcast): added at /operate, edited at /edit/:id. */
export const entry: ResourceEntry = {
    collection: 'app-broadcasts',
    paths: { list: '/app/broadcast', edit: '/app/broadcast/edit/:id', create: '/app/broadcast/operate' },
    texts: ['app-ops-common'],
    icon: 'notifications',
    representation: 'content',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
