import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'activity-subscriptions',
    paths: { list: '/activities/subscribe' },
    icon: 'notifications',
    representation: '%{contact} (%{activityName})',
    siteScoped: true,
    load: () => import('./index'),
};
