import { MESSAGING_EN } from '../sms-common/texts';

/** SMS subscription product texts (resources.sms-sub-products), in English. */
export const smsSubProductsEn = {
    resources: {
        'sms-sub-products': {
            name: 'Subscription product |||| Subscription products',
            fields: {
                spuId: 'SPU',
                skuId: 'SKU',
                templateId: 'Template',
                subscriberCount: 'Subscribers',
                sendTime: 'Send time',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: { status: MESSAGING_EN.choices.status },
            actions: MESSAGING_EN.actions,
            validation: {
                template_kind: 'Choose an enabled SMS template for back in stock or pre-booking',
                one_plan: 'This product already has a notification plan',
                sku_of_spu: 'This SKU is not one of the SPU’s',
                counted: 'The subscriber count is the server’s: the subscriptions still waiting for this product',
            },
        },
    },
};
