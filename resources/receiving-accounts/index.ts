import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { accountRules } from './rules';

/**
 * The brand's bank accounts that receive bulk-order payments by NEFT or RTGS (/b2b/receiving-account): account number
 * and IFSC checked (rules.ts). Enabled or disabled as a row action; edited in a dialog. Indian: seeded for the site in.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'bankName', order: 'ASC' },
    actions: { dialog: { create: true }, export: true, status: ENABLE_DISABLE },
    fields: [
        { source: 'bankName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 80, sortable: true },
        { source: 'accountName', type: 'text', column: 'default', required: true, maxLength: 120 },
        { source: 'accountNumber', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 18 },
        { source: 'ifsc', type: 'text', column: 'default', required: true, maxLength: 11 },
        { source: 'branch', type: 'text', column: 'default', maxLength: 80 },
        { source: 'currency', type: 'enum', choices: ['INR'], column: 'pickable', required: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

export const rules = accountRules;
