import type { ResourceEntry } from '../kit/types';

/**
 * Product cards on the website's category and listing pages (/cms/product-list). A dynamic card (bound to an SPU
 * and its SKUs, price and stock read live) is edited at `product-list/edit`, a static one (hand-entered picture, text,
 * price text and link) at `product-list/editStatic`; both name the card by `?id=`.
 */
export const entry: ResourceEntry = {
    collection: 'product-cards',
    paths: { list: '/cms/product-list', edit: '/cms/product-list/edit' },
    pages: { '/cms/product-list/editStatic': () => import('./StaticCardPage') },
    icon: 'list',
    representation: 'cardTitle',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
