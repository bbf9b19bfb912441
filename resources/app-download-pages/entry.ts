import type { ResourceEntry } from '../kit/types';

/** The website's app-download page (/cms/app-download): one per site, edited in a dialog. */
export const entry: ResourceEntry = {
    collection: 'app-download-pages',
    paths: { list: '/cms/app-download' },
    icon: 'app',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
};
