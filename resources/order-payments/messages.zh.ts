import { ORDER_CHOICES_ZH } from '../order-common/choiceTexts';

/** order-payments texts (resources.order-payments), in Chinese. */
export const orderPaymentsZh = {
    resources: {
        'order-payments': {
            name: '订单支付明细',
            fields: {
                orderId: '订单号',
                payChannel: '支付渠道',
                payMethod: '支付方式',
                paymentId: '支付流水号',
                paidAmount: '实付金额',
                paidTime: '支付时间',
                refundAmount: '退款金额',
                settlementStatus: '结算状态',
            },
            choices: {
                payChannel: ORDER_CHOICES_ZH.payChannel,
                payMethod: ORDER_CHOICES_ZH.payMethod,
                settlementStatus: { unsettled: '未结算', settled: '已结算' },
            },
        },
    },
};
