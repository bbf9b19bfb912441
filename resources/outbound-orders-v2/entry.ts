import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'outbound-orders-v2',
    paths: { list: '/diff/outbound-v2', edit: '/diff/outbound-v2/detail/:id/:status' },
    // The detail's {status} names the view: the whole record.
    pathParams: { status: 'all' },
    icon: 'warehouse',
    representation: 'outboundNo',
    siteScoped: true,
    load: () => import('./index'),
};
