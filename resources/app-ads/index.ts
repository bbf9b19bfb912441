import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { redirectFields } from '../kit/redirect/redirect';
import { auditFields, onlineStatusField, validityFields } from '../activity-common/fields';
import { AD_POSITIONS, adRules, adServerRules } from './rules';

/**
 * Ads the app shows on its own surfaces: a splash screen at launch, a popup, a floating button, a banner. Each has
 * its picture, where a tap jumps (the redirect block), a time window, how often a user sees it and to whom; put
 * online and offline by a confirmed row action. One ad a position at a time (rules.ts).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { status: ONLINE_OFFLINE, export: true },
    fields: [
        { source: 'title', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60, sortable: true },
        { source: 'positionType', type: 'enum', choices: AD_POSITIONS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'image', type: 'image', column: 'default', required: true },
        ...redirectFields('jump'),
        ...validityFields,
        { source: 'frequency', type: 'enum', choices: ['every_launch', 'once_per_day', 'once'], column: 'default', required: true },
        { source: 'audience', type: 'enum', choices: ['all', 'new_users', 'members'], column: 'default', filter: 'optional', required: true },
        { source: 'sort', type: 'number', column: 'pickable', required: true, min: 0, max: 999, sortable: true },
        onlineStatusField,
        ...auditFields,
    ],
};

export const rules = adRules;
export const serverRules = adServerRules;
