import type { ResourceEntry } from '../kit/types';

/**
 * Product questions (/serviceSite/question-list), moderated (moderation-common). The question's page is the
 * catalogue's `question-list/question/:type/:id` (`type` 'edit'): the question sanitised, its moderation, its
 * answers and the official answer written there, its labels and pin.
 */
export const entry: ResourceEntry = {
    collection: 'questions',
    paths: { list: '/serviceSite/question-list', edit: '/serviceSite/question-list/question/:type/:id' },
    pathParams: { type: 'edit' },
    texts: ['moderation-common'],
    icon: 'question',
    representation: 'questionNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
