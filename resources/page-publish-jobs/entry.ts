import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'page-publish-jobs',
    paths: { list: '/cms/page-publish' },
    icon: 'upload',
    representation: '%{pageName} (%{version})',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
