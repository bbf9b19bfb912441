import { ORDER_CHOICES_EN } from '../order-common/choiceTexts';

/** statement-lines texts (resources.statement-lines), in English. */
export const statementLinesEn = {
    resources: {
        'statement-lines': {
            name: 'Statement line |||| Statement lines',
            fields: {
                gatewayTxnId: 'Gateway transaction ID',
                payChannel: 'Pay channel',
                merchantId: 'Merchant ID',
                txnType: 'Transaction type',
                orderId: 'Order ID',
                refundNo: 'Refund no.',
                txnTime: 'Transaction time',
                statementDate: 'Statement date',
                grossAmount: 'Gross amount',
                feeAmount: 'Fee (MDR)',
                taxOnFee: 'Tax on fee',
                netAmount: 'Net amount',
                utrNo: 'UTR',
                importBatch: 'Import batch',
            },
            choices: {
                payChannel: ORDER_CHOICES_EN.payChannel,
                txnType: { payment: 'Payment', refund: 'Refund' },
            },
            validation: {
                refund_no_required: 'A refund line needs its refund number',
                two_decimals: 'At most two decimals',
                fees_above_gross: 'The fee and its tax cannot be more than the gross amount',
                statement_before_txn: 'The statement date cannot be before the transaction',
            },
        },
    },
};
