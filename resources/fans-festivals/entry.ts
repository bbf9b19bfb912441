import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'fans-festivals',
    paths: { list: '/activities/fansFestival' },
    icon: 'star',
    representation: 'activityName',
    siteScoped: true,
    load: () => import('./index'),
};
