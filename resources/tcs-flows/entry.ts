import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'tcs-flows',
    paths: { list: '/orders/tcs-flow' },
    icon: 'report',
    representation: '%{invoiceNo} (%{orderId})',
    siteScoped: true,
    load: () => import('./index'),
};
