import { ORDER_CHOICES_EN } from '../order-common/choiceTexts';

/** recon-ageing texts (resources.recon-ageing), in English. */
export const reconAgeingEn = {
    resources: {
        'recon-ageing': {
            name: 'Ageing warning |||| Ageing warnings',
            fields: {
                payChannel: 'Pay channel',
                txnType: 'Transaction type',
                ageBucket: 'Age',
                itemCount: 'Open items',
                amount: 'Amount at stake',
                oldestTxnDate: 'Oldest transaction',
                warningLevel: 'Warning level',
            },
            view_items: 'View items',
            choices: {
                payChannel: ORDER_CHOICES_EN.payChannel,
                txnType: { payment: 'Payment', refund: 'Refund' },
                ageBucket: { d0_7: '0–7 days', d8_15: '8–15 days', d16_30: '16–30 days', over_30: 'Over 30 days' },
                warningLevel: { normal: 'Normal', warning: 'Warning', critical: 'Critical' },
            },
        },
    },
};
