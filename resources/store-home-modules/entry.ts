import type { ResourceEntry } from '../kit/types';

/** The online store's home page (/cms/homeStore): the website home's modules (home-modules) for the shop, per platform, put in order by hand. */
export const entry: ResourceEntry = {
    collection: 'store-home-modules',
    paths: { list: '/cms/homeStore' },
    icon: 'store',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
};
