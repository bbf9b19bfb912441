import type { ResourceModule } from '../kit/types';
import { activityFields, activityNameField, auditFields, PAY_METHODS } from '../activity-common/fields';
import { paymentMethodOfferRules } from './rules';

/**
 * Payment-method discounts: a flat or percentage discount for paying by a
 * method through a channel (prepaid, UPI …), from a minimum order, capped. An activity of the status model.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { export: true },
    fields: [
        activityNameField,
        ...activityFields,
        { source: 'payChannel', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 60 },
        { source: 'payMethod', type: 'enum', choices: PAY_METHODS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'discountType', type: 'enum', choices: ['flat', 'percent'], column: 'default', filter: 'optional', required: true },
        { source: 'discountPercent', type: 'percent', min: 0.01, max: 0.5, column: 'pickable' },
        // The minimum order first: a seeded flat discount is drawn below it.
        { source: 'minOrderAmount', type: 'money', column: 'pickable', min: 0, required: true },
        { source: 'discountAmount', type: 'money', min: 1, column: 'pickable' },
        { source: 'maxDiscount', type: 'money', min: 1, column: 'default' },
        { source: 'skuScope', type: 'ref', reference: 'skus', many: true },
        ...auditFields,
    ],
};

export const rules = paymentMethodOfferRules;
