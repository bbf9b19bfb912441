import { ORDER_CHOICES_ZH } from '../order-common/choiceTexts';
/** refunds texts (resources.refunds), in Chinese. */
export const refundsZh = {
    resources: {
        refunds: {
            name: '退款',
            fields: {
                refundNo: '退款单号',
                orderId: '订单号',
                refundType: '退款类型',
                paidAmount: '已付金额',
                refundedAmount: '此前已退',
                refundAmount: '退款金额',
                remark: '备注',
                payChannel: '支付渠道',
                status: '状态',
                applyTime: '申请时间',
                successTime: '退款时间',
                operator: '操作人',
            },
            choices: {
                payChannel: ORDER_CHOICES_ZH.payChannel,
                refundType: {
                    cancel_before_ship: '发货前取消',
                    return: '退货',
                    replacement_diff: '换货差价',
                    price_protection: '价格保护',
                    insurance: '保险',
                    other: '其他',
                },
                status: {
                    pending: '待处理',
                    processing: '处理中',
                    success: '已退款',
                    failed: '失败',
                },
            },
            actions: {
                refund: '退款',
                retry: '重试退款',
                mark_manual: '标记为人工已退',
            },
            lookup: {
                find: '查找订单',
                refundable: '已付 %{paid}，已退 %{refunded}：最多可退 %{refundable}',
                hint: '输入订单号后查找订单',
            },
            validation: {
                positive: '退款金额须大于零',
                above_refundable: '退款金额不能超过可退金额 %{refundable}（已付金额减去已退金额）',
                unknown_order: '本站点没有订单 %{orderId}',
                transition: '状态为 %{from} 的退款不能变为 %{to}',
            },
        },
    },
};
