import type { ResourceEntry } from '../kit/types';

/** Products in the ambassador programme (/promotion/productData): commission rate, period and performance. */
export const entry: ResourceEntry = {
    collection: 'ambassador-products',
    paths: { list: '/promotion/productData' },
    icon: 'chart',
    representation: 'skuId',
    siteScoped: true,
    load: () => import('./index'),
};
