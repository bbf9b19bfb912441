import { ORDER_CHOICES_EN } from '../order-common/choiceTexts';

/** pay-method-settings texts (resources.pay-method-settings), in English. */
export const payMethodSettingsEn = {
    resources: {
        'pay-method-settings': {
            name: 'Payment method |||| Payment methods',
            fields: {
                payMethod: 'Pay method',
                payChannel: 'Gateway',
                platform: 'Platform',
                sort: 'Order',
                minAmount: 'Minimum amount',
                maxAmount: 'Maximum amount',
                tagText: 'Tag',
                status: 'Status',
            },
            choices: {
                payMethod: ORDER_CHOICES_EN.payMethod,
                payChannel: ORDER_CHOICES_EN.payChannel,
                platform: { all: 'All', web: 'Web', app: 'App' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            validation: {
                max_below_min: 'The maximum cannot be below the minimum',
            },
        },
    },
};
