/** 价格保护申请文案（resources.price-protections），中文。 */
export const priceProtectionsZh = {
    resources: {
        'price-protections': {
            name: '价格保护申请',
            fields: {
                applicationNo: '申请编号',
                orderNo: '订单号',
                customerName: '买家',
                mobile: '手机号',
                skuId: 'SKU',
                quantity: '数量',
                paidPrice: '成交价',
                currentPrice: '现价',
                refundAmount: '退款金额',
                protectionDays: '保价天数',
                status: '状态',
                history: '审核记录',
                dueTime: '截止时间',
                overdue: '已超时',
                applyTime: '申请时间',
                orderTime: '下单时间',
                priceHistory: '价格历史',
                remark: '备注',
                creator: '登记人',
            },
            choices: {
                status: { pending: '待审核', approved: '已通过', rejected: '已驳回', refunded: '已退款' },
            },
            actions: { create: '登记', approve: '通过', reject: '驳回', refund: '标记已退款' },
            page: {
                price_history: '价格历史',
                time: '起始时间',
                price: '价格',
                refund: '应退金额：%{amount}',
            },
            validation: {
                reviewed: '该申请已审核：仅待审核的申请可编辑',
                order_no: '订单号格式为 OMS 加 9 位数字，如 OMS260000037',
                mobile: '请输入 10 到 13 位数字，如 13812345678',
                not_lower: '现价必须低于成交价',
                order_after_claim: '下单时间不能晚于申请时间',
                window: '价格保护期为下单后 %{days} 天：该订单已超出保价期',
            },
        },
    },
};
