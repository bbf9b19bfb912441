import { activityStatusChoicesEn, commonFieldsEn, payMethodChoicesEn } from '../activity-common/texts';

/** Payment-method discount texts (resources.payment-method-offers), in English. */
export const paymentMethodOffersEn = {
    resources: {
        'payment-method-offers': {
            name: 'Payment-method discount |||| Payment-method discounts',
            fields: {
                ...commonFieldsEn,
                payChannel: 'Pay channel',
                payMethod: 'Pay method',
                discountType: 'Discount type',
                discountPercent: 'Discount (%)',
                minOrderAmount: 'Minimum order',
                discountAmount: 'Flat discount',
                maxDiscount: 'Most per order',
                skuScope: 'SKUs',
            },
            choices: { payMethod: payMethodChoicesEn, discountType: { flat: 'Flat amount', percent: 'Percentage' }, status: activityStatusChoicesEn },
            validation: {
                percent_required: 'A percentage discount needs its percentage',
                amount_required: 'A flat discount needs its amount',
                amount_over_minimum: 'A flat discount must be below the minimum order',
            },
        },
    },
};
