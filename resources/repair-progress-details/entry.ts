import type { ResourceEntry } from '../kit/types';

/**
 * The repair-progress detail page of the support website (/supportPage/progress-detailpage): one a site, what a
 * customer reads about each state of a pick-and-drop repair. Edited in a dialog on the list.
 */
export const entry: ResourceEntry = {
    collection: 'repair-progress-details',
    paths: { list: '/supportPage/progress-detailpage' },
    icon: 'task',
    representation: 'title',
    siteScoped: true,
    texts: ['repair-requests'],
    load: () => import('./index'),
};
