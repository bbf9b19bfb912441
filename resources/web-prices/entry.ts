import type { ResourceEntry } from '../kit/types';

/** The prices the website shows per SKU (/cms/product-price): MRP, selling and promotion price, price tag. Edited in a dialog, imported and exported. */
export const entry: ResourceEntry = {
    collection: 'web-prices',
    paths: { list: '/cms/product-price' },
    icon: 'payments',
    representation: 'skuId',
    siteScoped: true,
    load: () => import('./index'),
};
