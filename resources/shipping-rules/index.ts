import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { enabledStatusField, validityFields } from '../activity-common/fields';
import { shippingRules } from './rules';

/**
 * Shipping charge rules: the fee an order pays, the order amount from which shipping is free,
 * where the rule applies (all, some states, some pincodes) and the SKUs it leaves out. Per market; edited in a dialog
 * on the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { dialog: { create: true }, status: ENABLE_DISABLE },
    fields: [
        {
            source: 'ruleName',
            type: 'text',
            column: 'default',
            filter: 'alwaysOn',
            required: true,
            maxLength: 120,
            sortable: true,
        },
        { source: 'shippingFee', type: 'money', min: 0, column: 'default', required: true, sortable: true },
        { source: 'freeShippingThreshold', type: 'money', min: 0, column: 'default', required: true, sortable: true },
        { source: 'scope', type: 'enum', choices: ['all', 'states', 'pincodes'], column: 'default', filter: 'optional', required: true },
        { source: 'states', type: 'ref', reference: 'states', many: true },
        { source: 'pincodes', type: 'text', maxLength: 2000 },
        { source: 'excludedSkus', type: 'ref', reference: 'skus', many: true },
        ...validityFields,
        enabledStatusField,
    ],
};

export const rules = shippingRules;
