import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'user-locks',
    paths: { list: '/activities/lockUser' },
    icon: 'security',
    representation: '%{userId} (%{lockType})',
    siteScoped: true,
    load: () => import('./index'),
};
