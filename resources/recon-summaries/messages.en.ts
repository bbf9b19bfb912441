import { ORDER_CHOICES_EN } from '../order-common/choiceTexts';

/** recon-summaries texts (resources.recon-summaries), in English. */
export const reconSummariesEn = {
    resources: {
        'recon-summaries': {
            name: 'Reconciliation summary |||| Reconciliation summaries',
            fields: {
                period: 'Day',
                payChannel: 'Pay channel',
                txnType: 'Transaction type',
                internalCount: 'OMS records',
                internalAmount: 'OMS amount',
                externalCount: 'Statement lines',
                externalAmount: 'Statement amount',
                matchedCount: 'Matched',
                matchedAmount: 'Matched amount',
                unmatchedCount: 'Unmatched',
                diffAmount: 'Difference',
                matchRate: 'Match rate',
            },
            choices: {
                payChannel: ORDER_CHOICES_EN.payChannel,
                txnType: { payment: 'Payment', refund: 'Refund' },
            },
        },
    },
};
