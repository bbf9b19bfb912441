import { ORDER_CHOICES_EN } from '../order-common/choiceTexts';
/** refunds texts (resources.refunds), in English. */
export const refundsEn = {
    resources: {
        refunds: {
            name: 'Refund |||| Refunds',
            fields: {
                refundNo: 'Refund no.',
                orderId: 'Order ID',
                refundType: 'Refund type',
                paidAmount: 'Paid',
                refundedAmount: 'Refunded before',
                refundAmount: 'Refund amount',
                remark: 'Remark',
                payChannel: 'Pay channel',
                status: 'Status',
                applyTime: 'Applied at',
                successTime: 'Refunded at',
                operator: 'Operator',
            },
            choices: {
                payChannel: ORDER_CHOICES_EN.payChannel,
                refundType: {
                    cancel_before_ship: 'Cancelled before shipping',
                    return: 'Return',
                    replacement_diff: 'Replacement difference',
                    price_protection: 'Price protection',
                    insurance: 'Insurance',
                    other: 'Other',
                },
                status: {
                    pending: 'Pending',
                    processing: 'Processing',
                    success: 'Refunded',
                    failed: 'Failed',
                },
            },
            actions: {
                refund: 'Refund',
                retry: 'Retry refund',
                mark_manual: 'Mark refunded by hand',
            },
            lookup: {
                find: 'Find order',
                refundable: 'Paid %{paid}, refunded %{refunded}: up to %{refundable} may be refunded',
                hint: 'Enter the order ID, then find the order',
            },
            validation: {
                positive: 'The refund amount must be above zero',
                above_refundable: 'The refund amount may not exceed the refundable amount of %{refundable} (paid less already refunded)',
                unknown_order: 'No order %{orderId} on this site',
                transition: 'A refund that is %{from} cannot become %{to}',
            },
        },
    },
};
