import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'sms-sub-products',
    paths: { list: '/sms/subProduct' },
    icon: 'list',
    representation: '%{spuId} (%{sendTime})',
    siteScoped: true,
    load: () => import('./index'),
};
