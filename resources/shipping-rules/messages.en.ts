import { activityCommonEn, commonFieldsEn, enabledChoicesEn } from '../activity-common/texts';

/** Shipping charge texts (resources.shipping-rules), in English. */
export const shippingRulesEn = {
    resources: {
        'shipping-rules': {
            name: 'Shipping rule |||| Shipping rules',
            fields: {
                ...commonFieldsEn,
                ruleName: 'Rule name',
                shippingFee: 'Shipping fee',
                freeShippingThreshold: 'Free shipping from',
                scope: 'Applies to',
                states: 'States',
                pincodes: 'Pincodes',
                excludedSkus: 'Excluded SKUs',
            },
            choices: { scope: { all: 'Whole market', states: 'Some states', pincodes: 'Some pincodes' }, status: enabledChoicesEn },
            validation: {
                states_required: 'Choose at least one state',
                pincodes_required: 'Enter at least one pincode',
                pincode_wrong: '%{pincode} is not a pincode (six digits, not starting with 0)',
            },
        },
    },
};

export { activityCommonEn };
