import type { ResourceEntry } from '../kit/types';

/** Replies under buyers' reviews (/serviceSite/comment-reply): buyers' replies moderated, staff's official ones. */
export const entry: ResourceEntry = {
    collection: 'review-replies',
    paths: { list: '/serviceSite/comment-reply' },
    texts: ['moderation-common'],
    icon: 'support',
    representation: 'replyNo',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
