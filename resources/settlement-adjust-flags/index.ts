import type { ResourceModule } from '../kit/types';
import { ERROR_TYPES } from '../settlement-common/model';
import { PROVIDER_KEYS } from '../settlement-common/providers';
import { ADJUST_TYPES, FLAG_STATUSES } from './model';

/**
 * A proposal to book an amount against a settlement error's difference: the error (by its number), its order and
 * provider, the kind of adjustment, the amount (signed as the error's difference, in the site's currency), why, who
 * raised it and when, and its decision (approver, time, remark). Read-only here: raised from errorDetails, decided on
 * its page through model.ts's table; exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'flaggedTime', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'flagNo', type: 'text', column: 'default', filter: 'optional', sortable: true },
        { source: 'errorNo', type: 'text', column: 'default', filter: 'optional' },
        { source: 'orderId', type: 'text', column: 'default', filter: 'optional' },
        { source: 'provider', type: 'enum', choices: PROVIDER_KEYS, column: 'default', filter: 'alwaysOn' },
        { source: 'errorType', type: 'enum', choices: ERROR_TYPES, column: 'pickable' },
        { source: 'adjustType', type: 'enum', choices: ADJUST_TYPES, column: 'default', filter: 'alwaysOn' },
        { source: 'adjustAmount', type: 'money', column: 'default', sortable: true },
        { source: 'reason', type: 'text', column: 'default', maxLength: 200 },
        { source: 'flaggedBy', type: 'text', column: 'default' },
        { source: 'flaggedTime', type: 'datetime', column: 'default', sortable: true },
        { source: 'status', type: 'enum', choices: FLAG_STATUSES, column: 'default', filter: 'alwaysOn' },
        { source: 'attachment', type: 'file' },
        { source: 'approver', type: 'text', column: 'pickable' },
        { source: 'approveTime', type: 'datetime', column: 'pickable', sortable: true },
        { source: 'remark', type: 'text', column: 'pickable', maxLength: 200 },
    ],
};
