import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'prizes',
    paths: { list: '/prize/award' },
    icon: 'gift',
    representation: 'prizeName',
    siteScoped: true,
    load: () => import('./index'),
};
