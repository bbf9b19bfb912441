import type { ResourceModule } from '../kit/types';
import { PRODUCT_PAGE_STATUS, productPageRules, productPageServerRules } from './rules';

/**
 * A product's marketing page on the website: its SPU, title, address (`/products/{slug}`, unique per site, lower
 * case), the uploaded page package (a .zip of the page's HTML and pictures), SEO texts, and a status that moves draft
 * → online ⇄ offline by one table. The publish time is the last time it went online.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'updateTime', order: 'DESC' },
    actions: { dialog: { create: true }, export: true, status: PRODUCT_PAGE_STATUS, publish: { pageType: 'product_page', pageName: 'Product pages' } },
    // The product page's sub-navigation bar (name, anchor tabs, buy button) is edited at /cms/navbar?id=….
    tabs: ['main', 'navbar'],
    fields: [
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'pageTitle', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 80, sortable: true },
        { source: 'urlSlug', type: 'text', column: 'default', required: true, unique: true, maxLength: 80 },
        { source: 'packageFile', type: 'file', column: 'pickable' },
        { source: 'seoTitle', type: 'text', maxLength: 70 },
        { source: 'seoDescription', type: 'text', maxLength: 160 },
        { source: 'displayName', type: 'text', tab: 'navbar', maxLength: 40 },
        { source: 'navTabs', type: 'json', tab: 'navbar' },
        { source: 'buyButtonText', type: 'text', tab: 'navbar', maxLength: 20 },
        { source: 'buyUrl', type: 'text', link: true, tab: 'navbar', maxLength: 300 },
        { source: 'status', type: 'enum', choices: ['draft', 'online', 'offline'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'publishTime', type: 'datetime', readOnly: true, column: 'default', sortable: true },
        { source: 'creator', type: 'text', readOnly: true, column: 'pickable' },
        { source: 'createTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
        { source: 'lastEditor', type: 'text', readOnly: true, column: 'pickable' },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = productPageRules;
export const serverRules = productPageServerRules;

/** The site keeps slugs in lower case; going online stamps the publish time. */
export const derive: ResourceModule['derive'] = record => ({
    ...(typeof record.urlSlug === 'string' ? { urlSlug: record.urlSlug.trim().toLowerCase() } : {}),
    ...(record.status === 'online' && !record.publishTime ? { publishTime: new Date().toISOString() } : {}),
});
