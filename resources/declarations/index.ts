import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { declarationRules } from './rules';

export const DECLARATION_TYPES = ['anti_fraud', 'authorised_sellers', 'conformity', 'recall', 'other'] as const;

/**
 * The brand's official declarations on the service website, per site: warnings against fraud in its name, the list
 * of authorised sellers, declarations of conformity (with the signed PDF), recalls. Each has a title (unique on
 * the site), its text, its publish date and order, online or offline. Edited in a dialog on the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'publishDate', order: 'DESC' },
    actions: { dialog: { create: true }, status: ONLINE_OFFLINE, delete: true },
    fields: [
        { source: 'title', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 120, sortable: true },
        { source: 'declarationType', type: 'enum', choices: DECLARATION_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'content', type: 'richtext', required: true },
        { source: 'file', type: 'file', column: 'pickable', maxLength: 300 },
        { source: 'publishDate', type: 'date', column: 'default', filter: 'optional', required: true, sortable: true },
        { source: 'sort', type: 'number', column: 'pickable', min: 0, max: 999, sortable: true },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = declarationRules;
