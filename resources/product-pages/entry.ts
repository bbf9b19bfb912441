import type { ResourceEntry } from '../kit/types';

/** Product marketing (overview) pages per SPU (/cms/products-page), uploaded as page packages, published and taken offline from the list. */
export const entry: ResourceEntry = {
    collection: 'product-pages',
    paths: { list: '/cms/products-page' },
    // A product page's sub-navigation bar, opened from its row.
    pages: { '/cms/navbar': () => import('./NavbarPage') },
    icon: 'phone',
    representation: 'pageTitle',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
