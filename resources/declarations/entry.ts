import type { ResourceEntry } from '../kit/types';

/** Official declarations of the service website (/serviceSite/declaration): anti-fraud notices, authorised sellers, conformity. */
export const entry: ResourceEntry = {
    collection: 'declarations',
    paths: { list: '/serviceSite/declaration' },
    icon: 'article',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
