import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'inbound-orders',
    paths: { list: '/diff/inbound', edit: '/diff/inbound/detail/:id' },
    icon: 'warehouse',
    representation: 'inboundNo',
    siteScoped: true,
    load: () => import('./index'),
};
