import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { redirectFields } from '../kit/redirect/redirect';
import { auditFields, onlineStatusField, validityFields } from '../activity-common/fields';
import { BROADCAST_PAGES, broadcastRules, broadcastServerRules } from './rules';

/**
 * Messages of the app's announcement bar: a line of text on the pages chosen, where a tap jumps (the redirect block),
 * a time window and a sort; put online and offline by a confirmed row action. A page shows one message at a time
 * (rules.ts).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { status: ONLINE_OFFLINE, export: true },
    fields: [
        { source: 'content', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 120 },
        { source: 'pages', type: 'enum', choices: BROADCAST_PAGES, many: true, column: 'default', required: true },
        ...redirectFields('jump'),
        ...validityFields,
        { source: 'sort', type: 'number', column: 'pickable', required: true, min: 0, max: 999, sortable: true },
        onlineStatusField,
        ...auditFields,
    ],
};

export const rules = broadcastRules;
export const serverRules = broadcastServerRules;
