import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { WHITELIST_TYPES } from '../kit/redirect/whitelist';
import { auditFields } from '../activity-common/fields';
import { whitelistRules } from './rules';

/**
 * Domains or exact URLs the app's web views and redirects may open, per site; enabled and disabled as a row action
 * (confirmed). A domain lets its subdomains through. The redirect block of every resource checks its H5 links here.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'urlPattern', order: 'ASC' },
    actions: { dialog: { create: true }, status: ENABLE_DISABLE, export: true },
    fields: [
        { source: 'urlPattern', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 300, sortable: true },
        { source: 'type', type: 'enum', choices: WHITELIST_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'remark', type: 'text', column: 'default', maxLength: 200 },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
        ...auditFields,
    ],
};

export const rules = whitelistRules;
