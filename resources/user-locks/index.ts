import type { ResourceModule } from '../kit/types';
import { validityFields } from '../activity-common/fields';
import { validityRule } from '../activity-common/rules';

/**
 * Users blocked from ordering, coupons, activities or sign-in for risk orders, scalping or
 * abnormal refunds: from the lock time until the unlock time, or until staff unlock them (a confirmed row action).
 * Per market; added in a dialog or in bulk by import.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: {
        dialog: { create: true },
        import: true,
        export: true,
        status: {
            field: 'status',
            transitions: [
                { from: ['locked'], to: 'unlocked', labelKey: 'resources.user-locks.actions.unlock' },
                { from: ['unlocked'], to: 'locked', labelKey: 'resources.user-locks.actions.lock' },
            ],
        },
    },
    fields: [
        { source: 'userId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 32, sortable: true },
        { source: 'mobile', type: 'text', column: 'default', filter: 'optional', maxLength: 20 },
        { source: 'email', type: 'text', column: 'pickable', filter: 'optional', maxLength: 120 },
        { source: 'lockType', type: 'enum', choices: ['order', 'coupon', 'activity', 'login'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'reason', type: 'enum', choices: ['risk_order', 'scalping', 'abnormal_refund', 'manual'], column: 'default', filter: 'optional', required: true },
        ...validityFields,
        { source: 'status', type: 'enum', choices: ['locked', 'unlocked'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'operator', type: 'text', readOnly: true, column: 'pickable' },
    ],
};

export const rules = validityRule;
