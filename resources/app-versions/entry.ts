import type { ResourceEntry } from '../kit/types';

/** The app's versions and update prompts (/app/version): added at /add, edited at /edit/:id. */
export const entry: ResourceEntry = {
    collection: 'app-versions',
    paths: { list: '/app/version', edit: '/app/version/edit/:id', create: '/app/version/add' },
    icon: 'app',
    representation: '%{versionName} (%{versionCode})',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
