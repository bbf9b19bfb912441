import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { recipientRules } from './rules';

/**
 * Recipients of bulk-order notifications (/b2b/receiving-email): an address once per site, the events it is told of.
 * Added, edited (in a dialog), enabled or disabled, deleted.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'email', order: 'ASC' },
    actions: { dialog: { create: true }, delete: true, status: ENABLE_DISABLE },
    fields: [
        { source: 'email', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 120, sortable: true },
        { source: 'name', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 60, sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'eventTypes', type: 'enum', many: true, choices: ['new_order', 'payment_received', 'shipped'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

export const rules = recipientRules;
