import type { ResourceModule } from '../kit/types';
import { CHANGE_TYPES } from './changeTypes';

/**
 * The points ledger: one row a change (earned, spent, expired, reissued, deducted, returned with a refund), signed
 * points and the user's balance after it, so an account's balance is the sum of its rows. Written only by the
 * points system (orders, reviews, expiry, confirmed reissues); read-only here.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'createTime', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'flowId', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 20 },
        { source: 'userId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 20 },
        { source: 'changeType', type: 'enum', choices: CHANGE_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'points', type: 'number', column: 'default', required: true, sortable: true },
        { source: 'balanceAfter', type: 'number', column: 'default', required: true },
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', maxLength: 20 },
        { source: 'remark', type: 'text', column: 'default', maxLength: 200 },
        { source: 'operator', type: 'text', column: 'pickable', maxLength: 60 },
        { source: 'createTime', type: 'datetime', column: 'default', filter: 'optional', sortable: true },
    ],
};
