import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'prebooks',
    paths: { list: '/orders/prebook' },
    icon: 'task',
    representation: 'prebookNo',
    siteScoped: true,
    load: () => import('./index'),
};
