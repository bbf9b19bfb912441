import type { ResourceModule } from '../kit/types';
import { policyRules } from './rules';

/**
 * The site's legal policies (privacy, terms of use, cookies, return and refund, warranty, children's privacy) in
 * versions, with the body in rich text (the kit's safe-HTML rule) previewed as the site
 * shows it; a published version says from when it applies.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'effectiveDate', order: 'DESC' },
    actions: { dialog: { create: true }, delete: true, export: true, publish: { pageType: 'static', pageName: 'Legal policies' } },
    fields: [
        { source: 'policyType', type: 'enum', choices: ['privacy', 'terms', 'cookie', 'return_refund', 'warranty', 'children', 'other'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'title', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 150 },
        { source: 'version', type: 'text', column: 'default', required: true, maxLength: 10 },
        { source: 'effectiveDate', type: 'date', column: 'default', sortable: true },
        { source: 'urlSlug', type: 'text', column: 'pickable', maxLength: 80 },
        { source: 'body', type: 'richtext', required: true },
        { source: 'status', type: 'enum', choices: ['published', 'draft', 'offline'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'lastEditor', type: 'text', readOnly: true, column: 'pickable' },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = policyRules;
