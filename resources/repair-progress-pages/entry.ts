import type { ResourceEntry } from '../kit/types';

/**
 * The repair-progress search page of the support website (/supportPage/progress-listpage): one a site, where a
 * customer finds a pick-and-drop repair by its request number, IMEI or mobile. Edited in a dialog on the list.
 */
export const entry: ResourceEntry = {
    collection: 'repair-progress-pages',
    paths: { list: '/supportPage/progress-listpage' },
    icon: 'search',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
};
