/** Express delivery fee texts (resources.express-delivery-fees), in English. */
export const expressDeliveryFeesEn = {
    resources: {
        'express-delivery-fees': {
            name: 'Express delivery fee |||| Express delivery fees',
            fields: {
                provinceId: 'Province',
                courier: 'Courier',
                feeAmount: 'Fee',
                payer: 'Paid by',
                freeAbove: 'Free from repair bill of',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: {
                payer: { user: 'Buyer', brand: 'Brand (under warranty)' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            validation: {
                user_fee: 'A fee the buyer pays is above 0',
                brand_free: 'The brand pays this fee: the buyer never does, so leave this empty',
                one_enabled: 'This courier already has an enabled fee for this province',
            },
        },
    },
};
