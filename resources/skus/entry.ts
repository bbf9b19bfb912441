import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'skus',
    paths: { list: '/factory/sku', edit: '/factory/sku/:id' },
    icon: 'phone',
    representation: '%{skuName} (%{skuId})',
    siteScoped: true,
    load: () => import('./index'),
};
