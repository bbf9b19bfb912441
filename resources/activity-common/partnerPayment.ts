import type { FieldErrors, ResourceModule } from '../kit/types';
import { activityFields, activityNameField, auditFields, PAY_METHODS } from './fields';
import { allRules, isNumber, validityRule } from './rules';

/**
 * The partner-payment activities: an instant discount or cashback for paying with a
 * partner's wallet, card or pay-later, on some SKUs, up to a cap per order and a budget. Two screens, one per
 * partner programme, with the same entity (their partners differ only in the data: resources/activity-common/seed.ts).
 */
export const partnerPaymentDescription: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: { dialog: { create: true }, export: true },
    fields: [
        activityNameField,
        ...activityFields,
        { source: 'partner', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60, sortable: true },
        {
            source: 'payMethod',
            type: 'enum',
            choices: PAY_METHODS,
            column: 'default',
            filter: 'optional',
            required: true,
        },
        { source: 'benefitType', type: 'enum', choices: ['instant_discount', 'cashback'], column: 'default', filter: 'optional', required: true },
        { source: 'benefitPercent', type: 'percent', min: 0.01, max: 0.5, column: 'default', required: true },
        { source: 'maxBenefit', type: 'money', min: 1, column: 'default', required: true },
        { source: 'minOrderAmount', type: 'money', min: 0, column: 'pickable' },
        { source: 'skuScope', type: 'ref', reference: 'skus', many: true },
        { source: 'limitPerUser', type: 'number', min: 1, max: 10, column: 'pickable', required: true },
        { source: 'budget', type: 'money', min: 1, column: 'pickable', required: true, sortable: true },
        ...auditFields,
    ],
};

/** The cap per order comes out of the budget: it cannot exceed it. */
const capRule = (record: Record<string, unknown>): FieldErrors =>
    isNumber(record.maxBenefit) && isNumber(record.budget) && Number(record.maxBenefit) > Number(record.budget)
        ? { maxBenefit: 'resources.activity-common.validation.cap_over_budget' }
        : {};

export const partnerPaymentRules = allRules(validityRule, capRule);
