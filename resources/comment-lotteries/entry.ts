import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'comment-lotteries',
    paths: { list: '/activities/comment-lottery' },
    icon: 'gift',
    representation: 'activityName',
    siteScoped: true,
    load: () => import('./index'),
};
