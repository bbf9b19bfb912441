import type { ResourceEntry } from '../kit/types';

/**
 * The website's product check (/cms/product-check): for each product the site shows, whether it has its price,
 * pictures, specs, stock and a working buy link. Computed by the server from the product records; read-only, run
 * again on demand, exported.
 */
export const entry: ResourceEntry = {
    collection: 'product-checks',
    paths: { list: '/cms/product-check' },
    icon: 'search',
    representation: '%{checkItem} %{result}',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
