import type { ResourceModule } from '../kit/types';
import { roleRules } from './rules';

/**
 * A role: its code (what a user's roles list holds), name, description and the
 * resource codes it grants, edited as a tree grouped like the menu (views.tsx). The mock's sign-on grants read
 * these rows: assigning a role, or editing one, changes what its users see at their next sign-in. Seeded with one
 * role per role of spec section 6; a role still assigned to someone cannot be deleted.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'id', order: 'ASC' },
    // Deleted from the record page only (views.tsx), where a refusal keeps the form as it was.
    actions: {},
    fields: [
        { source: 'roleCode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 32, sortable: true },
        { source: 'roleName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 64, sortable: true },
        { source: 'description', type: 'text', column: 'default', maxLength: 500 },
        { source: 'resources', type: 'json' },
        { source: 'createTime', type: 'datetime', readOnly: true, formHidden: true, column: 'pickable', sortable: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, formHidden: true, column: 'default', sortable: true },
    ],
};

export const rules = roleRules;
