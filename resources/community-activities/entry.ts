import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'community-activities',
    paths: { list: '/activities/community-activity' },
    icon: 'people',
    representation: 'activityName',
    siteScoped: true,
    load: () => import('./index'),
};
