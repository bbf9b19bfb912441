import type { ResourceEntry } from '../kit/types';

/**
 * The app's home page V2 (/app/appHome-v2, on the sites outside APP_V1_SITES): versions of the home page, each
 * opening its editor at /app/appHome-new/edit/:id (a new one at /app/appHome-new/edit/create). The editor draws the
 * V1 home modules' inputs, so it shows their texts too.
 */
export const entry: ResourceEntry = {
    collection: 'app-home-pages',
    paths: { list: '/app/appHome-v2', edit: '/app/appHome-new/edit/:id' },
    texts: ['app-home-modules', 'app-ops-common'],
    icon: 'home',
    representation: 'pageName',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
