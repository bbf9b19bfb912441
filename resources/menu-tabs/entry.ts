import type { ResourceEntry } from '../kit/types';

/** The app's bottom tab bar (/app/menuTab, "home settings"): its tabs in order, edited in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'menu-tabs',
    paths: { list: '/app/menuTab' },
    icon: 'settings',
    representation: 'tabName',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
