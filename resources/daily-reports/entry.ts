import type { ResourceEntry } from '../kit/types';

/** The daily operations report per site and day (/dataPlatForm/diary), computed from the orders, with a note per day. */
export const entry: ResourceEntry = {
    collection: 'daily-reports',
    paths: { list: '/dataPlatForm/diary' },
    icon: 'report',
    representation: 'date',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
