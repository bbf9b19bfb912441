import type { ResourceEntry } from '../kit/types';

/**
 * Authorised service centres of the support website (/supportPage/serviceCenter): the store locator's address
 * entity (store-addresses' fields and coordinate rules) with the services each centre offers and its phone.
 * Edited in a dialog on the list; imported and exported.
 */
export const entry: ResourceEntry = {
    collection: 'service-centers',
    paths: { list: '/supportPage/serviceCenter' },
    icon: 'store',
    representation: 'name',
    siteScoped: true,
    load: () => import('./index'),
};
