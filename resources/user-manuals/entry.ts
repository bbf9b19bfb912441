import type { ResourceEntry } from '../kit/types';

/** User manuals per model and language (/serviceSite/user_manuals), edited in a dialog, each with its download link to copy. */
export const entry: ResourceEntry = {
    collection: 'user-manuals',
    paths: { list: '/serviceSite/user_manuals' },
    icon: 'article',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
