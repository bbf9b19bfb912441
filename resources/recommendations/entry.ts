import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'recommendations',
    paths: { list: '/activities/Recommended' },
    icon: 'star',
    representation: '%{title}',
    siteScoped: true,
    load: () => import('./index'),
};
