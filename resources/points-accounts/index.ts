import type { ResourceModule } from '../kit/types';
import { MEMBERSHIP_LEVELS } from './levels';

/**
 * A user's points account, computed from the ledger (points-flows): the balance is the sum of the user's changes,
 * earned the sum of what was added, used what was taken; the level follows what the user has earned (levels.ts).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'availablePoints', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'userId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 20 },
        { source: 'mobile', type: 'text', column: 'default', filter: 'alwaysOn', maxLength: 20 },
        { source: 'membershipLevel', type: 'enum', choices: MEMBERSHIP_LEVELS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'availablePoints', type: 'number', column: 'default', required: true, sortable: true },
        { source: 'totalEarned', type: 'number', column: 'default', required: true, sortable: true },
        { source: 'totalUsed', type: 'number', column: 'default', required: true, sortable: true },
        { source: 'changes', type: 'number', column: 'pickable', required: true },
        { source: 'lastChangeTime', type: 'datetime', column: 'default', sortable: true },
    ],
};
