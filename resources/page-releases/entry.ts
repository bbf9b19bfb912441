import type { ResourceEntry } from '../kit/types';

/** Releases of the website's front-end pages per site and environment (/page/release), added in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'page-releases',
    paths: { list: '/page/release' },
    icon: 'upload',
    representation: '%{pageName} (%{version})',
    siteScoped: true,
    load: () => import('./index'),
};
