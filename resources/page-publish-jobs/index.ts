import type { ResourceModule } from '../kit/types';
import { PUBLISH_STATUSES, publishJobRules, publishJobServerRules, STAFF_TRANSITIONS } from './rules';

/**
 * Publish jobs of the website's pages (/cms/page-publish): a page (home, navigation, footer, an article, a product
 * page, a static page) at a version, draft → publishing → published or failed with the reason (rules.ts, one
 * table). Staff add a job in a dialog and publish or retry it from its row; the mock ends it as it runs tasks.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'updateTime', order: 'DESC' },
    actions: {
        export: true,
        dialog: { create: true },
        status: { field: 'status', transitions: STAFF_TRANSITIONS },
    },
    fields: [
        { source: 'pageName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 120, sortable: true },
        { source: 'pageType', type: 'enum', choices: ['home', 'nav', 'footer', 'article', 'product_page', 'static'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'articleId', type: 'ref', reference: 'articles', column: 'pickable' },
        // The collection that makes a page published from its own screen, and the one record of it (a product page).
        { source: 'pageSource', type: 'text', maxLength: 60, formHidden: true },
        { source: 'pageRecordId', type: 'text', maxLength: 20, formHidden: true },
        { source: 'version', type: 'text', column: 'default', required: true, maxLength: 20 },
        { source: 'status', type: 'enum', choices: PUBLISH_STATUSES, column: 'default', filter: 'alwaysOn', formHidden: true },
        { source: 'reason', type: 'text', column: 'default', readOnly: true, formHidden: true },
        { source: 'lastOperator', type: 'text', column: 'default', readOnly: true, formHidden: true },
        { source: 'publishTime', type: 'datetime', column: 'default', readOnly: true, formHidden: true, sortable: true },
        { source: 'updateTime', type: 'datetime', column: 'pickable', readOnly: true, formHidden: true, sortable: true },
    ],
};

export const rules = publishJobRules;
export const serverRules = publishJobServerRules;

/**
 * A new job without a status is a draft; only a failed job keeps a reason; only an article's job names an article.
 * (The mock runs it on every write and on its seed rows.)
 */
export const derive: ResourceModule['derive'] = record => ({
    status: record.status ?? 'draft',
    reason: record.status === 'failed' ? (record.reason ?? null) : null,
    articleId: record.pageType === 'article' ? (record.articleId ?? null) : null,
});
