import type { ResourceEntry } from '../kit/types';

/**
 * Coupon templates (spec section 3). The catalogue's edit page `/prize/template/edit` has
 * no `:id`: the record is named in the query, `/prize/template/edit?id={id}` (the kit's RECORD_QUERY); opened
 * without it, the page says the record is not found and links back to the list.
 */
export const entry: ResourceEntry = {
    collection: 'coupon-templates',
    paths: { list: '/prize/template', create: '/prize/template/add', edit: '/prize/template/edit' },
    icon: 'coupon',
    representation: '%{name} (%{templateCode})',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
