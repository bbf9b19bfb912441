import { ORDER_CHOICES_ZH } from '../order-common/choiceTexts';
/** failed-orders texts (resources.failed-orders), in Chinese. */
export const failedOrdersZh = {
    resources: {
        'failed-orders': {
            name: '失败订单',
            fields: {
                orderId: '订单号',
                paymentId: '支付流水号',
                payChannel: '支付渠道',
                amount: '金额',
                failStage: '失败环节',
                errorMessage: '错误信息',
                retryCount: '重试次数',
                lastRetryTime: '最近重试',
                status: '状态',
            },
            choices: {
                payChannel: ORDER_CHOICES_ZH.payChannel,
                failStage: {
                    payment_callback: '支付回调',
                    order_create: '创建订单',
                    stock_lock: '锁定库存',
                    wms_push: '推送 WMS',
                    invoice: '开票',
                },
                status: {
                    failed: '失败',
                    recovered: '已恢复',
                    refunded: '已退款',
                },
            },
            actions: {
                recover: '恢复',
                mark_refunded: '标记已退款',
            },
        },
    },
};
