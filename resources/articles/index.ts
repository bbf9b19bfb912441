import type { ResourceModule } from '../kit/types';
import { ARTICLE_CATEGORIES, articleRules } from './rules';

/**
 * The website's articles per site: newsroom, legal, offer and blog. The body is rich text (its links and pictures
 * only http(s) or site paths, the kit's rule; shown sanitised), previewed as the site shows it, and published
 * through /cms/page-publish. Edited at the catalogue's editor route (ArticleEditorPage).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'updateTime', order: 'DESC' },
    actions: { delete: true, export: true },
    tabs: ['main', 'content', 'seo'],
    fields: [
        { source: 'title', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 150, sortable: true },
        { source: 'category', type: 'enum', choices: ARTICLE_CATEGORIES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'status', type: 'enum', choices: ['draft', 'published', 'offline'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'urlSlug', type: 'text', column: 'pickable', filter: 'optional', required: true, unique: true, maxLength: 80 },
        { source: 'coverImage', type: 'image', column: 'pickable' },
        { source: 'summary', type: 'text', column: 'pickable', maxLength: 300 },
        { source: 'author', type: 'text', column: 'pickable', maxLength: 60 },
        { source: 'publishTime', type: 'datetime', column: 'default', filter: 'optional', sortable: true },
        { source: 'body', type: 'richtext', required: true, tab: 'content' },
        { source: 'seoTitle', type: 'text', maxLength: 70, tab: 'seo' },
        { source: 'seoKeywords', type: 'text', maxLength: 200, tab: 'seo' },
        { source: 'seoDescription', type: 'text', maxLength: 160, tab: 'seo' },
        { source: 'creator', type: 'text', readOnly: true, column: 'pickable' },
        { source: 'createTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
        { source: 'lastEditor', type: 'text', readOnly: true, column: 'pickable' },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'default', sortable: true },
    ],
};

export const rules = articleRules;

/** The site keeps slugs in lower case: a slug typed with capitals is stored lowered (seed rows too). */
export const derive: ResourceModule['derive'] = record =>
    typeof record.urlSlug === 'string' ? { urlSlug: record.urlSlug.trim().toLowerCase() } : {};
