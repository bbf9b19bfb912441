import type { ResourceModule } from '../kit/types';
import { AMBASSADOR_STATUS, AMBASSADOR_STATUSES, ambassadorServerRules, LEVELS, PAYOUT_METHODS, payoutAccountRules } from './rules';

/**
 * Ambassadors: who they are, their referral code, level and status, and what they brought (orders and commission,
 * summed by the server from their referral records, never written here). Applications come from the website: no
 * create; approved, rejected, disabled and enabled from the row; exported. The payout account and PAN are kept on the
 * ambassador, shown masked and edited on the detail page only (never a list column, never exported).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'joinTime', order: 'DESC' },
    actions: { readOnly: true, export: true, status: AMBASSADOR_STATUS },
    fields: [
        { source: 'userId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 20 },
        { source: 'name', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 60 },
        { source: 'mobile', type: 'text', column: 'default', maxLength: 20 },
        { source: 'email', type: 'text', column: 'pickable', maxLength: 100 },
        { source: 'socialLinks', type: 'text', column: 'pickable', maxLength: 300 },
        { source: 'referralCode', type: 'text', column: 'default', filter: 'optional', required: true, unique: true, maxLength: 12 },
        { source: 'level', type: 'enum', choices: LEVELS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'joinTime', type: 'datetime', column: 'default', sortable: true },
        { source: 'status', type: 'enum', choices: AMBASSADOR_STATUSES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'totalOrders', type: 'number', column: 'default', readOnly: true, sortable: true },
        { source: 'totalCommission', type: 'money', column: 'default', readOnly: true, sortable: true },
        { source: 'payoutMethod', type: 'enum', choices: PAYOUT_METHODS },
        { source: 'accountNumber', type: 'text', maxLength: 40 },
        { source: 'ifsc', type: 'text', maxLength: 11 },
        { source: 'upiId', type: 'text', maxLength: 100 },
        { source: 'panNumber', type: 'text', maxLength: 10 },
    ],
};

/** The payout account's formats and the PAN (the detail page's form and every write). */
export const rules = payoutAccountRules;
export const serverRules = ambassadorServerRules;
