import type { ResourceModule } from '../kit/types';
import { aftersalesRules } from './rules';

export const RETURN_REASONS = ['defective', 'dead_on_arrival', 'wrong_item', 'damaged_in_transit', 'not_as_described', 'changed_mind'] as const;
export const REFUND_METHODS = ['original_payment', 'bank_transfer', 'wallet'] as const;

/**
 * A site's after-sales policy as the service website states it and the service desk applies it: how many days after
 * delivery a buyer may return, replace, or report a phone dead on arrival, the reasons a return may give, whether a
 * courier collects, how refunds are paid, and the instructions shown to buyers. One record a site, never created or
 * deleted here: edited in a dialog on its list.
 */
export const description: ResourceModule['description'] = {
    actions: { dialog: {} },
    fields: [
        { source: 'policyName', type: 'text', column: 'default', required: true, maxLength: 60 },
        { source: 'returnWindowDays', type: 'number', column: 'default', required: true, min: 0, max: 30 },
        { source: 'replacementWindowDays', type: 'number', column: 'default', required: true, min: 0, max: 30 },
        { source: 'doaDays', type: 'number', column: 'default', required: true, min: 0, max: 15 },
        { source: 'returnReasons', type: 'enum', many: true, choices: RETURN_REASONS, column: 'pickable' },
        { source: 'pickupEnabled', type: 'bool', column: 'default' },
        { source: 'refundMethods', type: 'enum', many: true, choices: REFUND_METHODS, column: 'default', required: true },
        { source: 'instructions', type: 'richtext', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable' },
    ],
};

export const rules = aftersalesRules;
