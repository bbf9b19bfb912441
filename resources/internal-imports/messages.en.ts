import { ORDER_CHOICES_EN } from '../order-common/choiceTexts';

/** internal-imports texts (resources.internal-imports), in English. */
export const internalImportsEn = {
    resources: {
        'internal-imports': {
            name: 'Internal load |||| Internal loads',
            fields: {
                batchNo: 'Batch no.',
                payChannel: 'Pay channel',
                periodFrom: 'Period from',
                periodTo: 'Period to',
                paymentCount: 'Payments',
                paymentAmount: 'Payments amount',
                refundCount: 'Refunds',
                refundAmount: 'Refunds amount',
                netAmount: 'Net amount',
                operator: 'Loaded by',
                importTime: 'Load time',
            },
            choices: { payChannel: ORDER_CHOICES_EN.payChannel },
            validation: {
                period_order: 'The period cannot end before it starts',
                period_too_long: 'A load covers at most %{max} days',
                period_ahead: 'The period cannot end after today: its payments are still coming in',
                overlap: 'This channel is already loaded from %{from} to %{to} (batch %{batchNo})',
                nothing_to_load: 'No payment or refund of this channel in the period: nothing to load',
            },
        },
    },
};
