import type { ResourceEntry } from '../kit/types';

/**
 * Buyers' product reviews (/serviceSite/comment), moderated (moderation-common): a row's dialog is the review's page
 * (its text sanitised, its replies, an official reply written there, its labels and pin).
 */
export const entry: ResourceEntry = {
    collection: 'reviews',
    paths: { list: '/serviceSite/comment' },
    texts: ['moderation-common', 'review-replies'],
    icon: 'star',
    representation: 'reviewNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
