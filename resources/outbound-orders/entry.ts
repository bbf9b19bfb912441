import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'outbound-orders',
    paths: { list: '/diff/outbound', edit: '/diff/outbound/detail/:id' },
    icon: 'warehouse',
    representation: 'outboundNo',
    siteScoped: true,
    load: () => import('./index'),
};
