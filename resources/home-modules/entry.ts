import type { ResourceEntry } from '../kit/types';

/** The website's home page (/cms/home): its modules per platform, put in order by hand. Edited in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'home-modules',
    paths: { list: '/cms/home' },
    icon: 'home',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
};
