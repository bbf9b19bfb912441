import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { expressFeeRules, expressFeeServerRules } from './rules';

/**
 * What a mail-in repair's courier costs, per province and courier: the fee, who pays it (the buyer, or the brand for
 * repairs under warranty), and the repair bill from which the buyer's shipping is free. Edited in a dialog on the
 * list, enabled or disabled.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'courier', order: 'ASC' },
    actions: { dialog: { create: true }, status: ENABLE_DISABLE, export: true },
    fields: [
        { source: 'provinceId', type: 'ref', reference: 'service-provinces', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'courier', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 40, sortable: true },
        { source: 'feeAmount', type: 'money', column: 'default', required: true, min: 0, max: 1_000_000, sortable: true },
        { source: 'payer', type: 'enum', choices: ['user', 'brand'], column: 'default', filter: 'optional', required: true },
        { source: 'freeAbove', type: 'money', column: 'default', min: 0, max: 100_000_000 },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = expressFeeRules;
export const serverRules = expressFeeServerRules;
