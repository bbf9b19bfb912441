import { ORDER_CHOICES_EN } from '../order-common/choiceTexts';
/** failed-orders texts (resources.failed-orders), in English. */
export const failedOrdersEn = {
    resources: {
        'failed-orders': {
            name: 'Failed order |||| Failed orders',
            fields: {
                orderId: 'Order ID',
                paymentId: 'Payment ID',
                payChannel: 'Pay channel',
                amount: 'Amount',
                failStage: 'Failed at',
                errorMessage: 'Error',
                retryCount: 'Retries',
                lastRetryTime: 'Last retry',
                status: 'Status',
            },
            choices: {
                payChannel: ORDER_CHOICES_EN.payChannel,
                failStage: {
                    payment_callback: 'Payment callback',
                    order_create: 'Order creation',
                    stock_lock: 'Stock lock',
                    wms_push: 'WMS push',
                    invoice: 'Invoice',
                },
                status: {
                    failed: 'Failed',
                    recovered: 'Recovered',
                    refunded: 'Refunded',
                },
            },
            actions: {
                recover: 'Recover',
                mark_refunded: 'Mark refunded',
            },
        },
    },
};
