import type { ResourceEntry } from '../kit/types';

/** The app's home page V1 (/app/appHome): its modules in order, edited in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'app-home-modules',
    paths: { list: '/app/appHome' },
    icon: 'home',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
