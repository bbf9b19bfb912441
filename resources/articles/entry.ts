import type { ResourceEntry } from '../kit/types';

/**
 * Website articles (/cms/articles), per site, in four categories. The editor is the catalogue's
 * `articles/:action/:siteCode/:category/:page` (add or edit, the site and category it belongs to, the list page to
 * return to; an edited article is named by `?id=`): a page of this folder, not a kit record path.
 */
export const entry: ResourceEntry = {
    collection: 'articles',
    paths: { list: '/cms/articles' },
    pages: { '/cms/articles/:action/:siteCode/:category/:page': () => import('./ArticleEditorPage') },
    // The editor publishes through the publish jobs, with their texts.
    texts: ['page-publish-jobs'],
    icon: 'article',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
