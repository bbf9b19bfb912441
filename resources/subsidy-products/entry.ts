import type { ResourceEntry } from '../kit/types';

/** SKUs eligible for the trade-in subsidy (/gov-subsidy/product): edited in a dialog, imported and exported. */
export const entry: ResourceEntry = {
    collection: 'subsidy-products',
    paths: { list: '/gov-subsidy/product' },
    icon: 'phone',
    representation: '%{skuName} (%{skuCode})',
    load: () => import('./index'),
    views: () => import('./views'),
};
