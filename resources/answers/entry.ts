import type { ResourceEntry } from '../kit/types';

/**
 * Answers to product questions (/serviceSite/answer-list), moderated (moderation-common). The answer's page is the
 * catalogue's `answer-list/answer/:type/:id` (`type` 'edit'); an official answer is written there (`edit/create`)
 * or from the question's page.
 */
export const entry: ResourceEntry = {
    collection: 'answers',
    paths: { list: '/serviceSite/answer-list', edit: '/serviceSite/answer-list/answer/:type/:id' },
    pathParams: { type: 'edit' },
    texts: ['moderation-common', 'questions'],
    icon: 'question',
    representation: 'answerNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
