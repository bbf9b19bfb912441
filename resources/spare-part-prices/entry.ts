import type { ResourceEntry } from '../kit/types';

/**
 * Official spare-part prices per model (/supportPage/spare_parts_price), shown on the support website so customers
 * know a repair's cost before they come. Edited in a dialog on the list; imported and exported.
 */
export const entry: ResourceEntry = {
    collection: 'spare-part-prices',
    paths: { list: '/supportPage/spare_parts_price' },
    icon: 'payments',
    representation: '%{partName} (%{partCode})',
    siteScoped: true,
    load: () => import('./index'),
};
