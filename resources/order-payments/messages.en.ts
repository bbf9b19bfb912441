import { ORDER_CHOICES_EN } from '../order-common/choiceTexts';

/** order-payments texts (resources.order-payments), in English. */
export const orderPaymentsEn = {
    resources: {
        'order-payments': {
            name: 'Order payment |||| Order payments',
            fields: {
                orderId: 'Order ID',
                payChannel: 'Pay channel',
                payMethod: 'Pay method',
                paymentId: 'Payment ID',
                paidAmount: 'Paid',
                paidTime: 'Paid time',
                refundAmount: 'Refunded',
                settlementStatus: 'Settlement',
            },
            choices: {
                payChannel: ORDER_CHOICES_EN.payChannel,
                payMethod: ORDER_CHOICES_EN.payMethod,
                settlementStatus: { unsettled: 'Unsettled', settled: 'Settled' },
            },
        },
    },
};
