import { ORDER_CHOICES_EN } from '../order-common/choiceTexts';

/** provider-settings texts (resources.provider-settings), in English. */
export const providerSettingsEn = {
    resources: {
        'provider-settings': {
            name: 'Provider setting |||| Provider settings',
            fields: {
                provider: 'Provider',
                merchantId: 'Merchant ID',
                feeRate: 'Fee rate (MDR)',
                taxOnFeeRate: 'Tax on fee',
                settlementCycleDays: 'Settlement cycle (T+n days)',
                bankAccount: 'Bank account',
                glAccountCode: 'Ledger account',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: {
                provider: ORDER_CHOICES_EN.payChannel,
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
        },
    },
};
