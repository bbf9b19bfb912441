import { ORDER_CHOICES_EN } from '../order-common/choiceTexts';

/** statement-summaries texts (resources.statement-summaries), in English. */
export const statementSummariesEn = {
    resources: {
        'statement-summaries': {
            name: 'Statement summary |||| Statement summaries',
            fields: {
                statementDate: 'Statement date',
                payChannel: 'Pay channel',
                merchantId: 'Merchant ID',
                txnCount: 'Lines',
                grossAmount: 'Payments (gross)',
                refundAmount: 'Refunds',
                feeAmount: 'Fees (MDR)',
                taxOnFee: 'Tax on fees',
                netAmount: 'Net amount',
                importBatch: 'Import batch',
            },
            choices: { payChannel: ORDER_CHOICES_EN.payChannel },
        },
    },
};
