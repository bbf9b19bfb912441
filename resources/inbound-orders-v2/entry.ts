import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'inbound-orders-v2',
    paths: { list: '/diff/inboundV2', edit: '/diff/inboundV2/detail/:id' },
    icon: 'warehouse',
    representation: 'inboundNo',
    siteScoped: true,
    load: () => import('./index'),
};
