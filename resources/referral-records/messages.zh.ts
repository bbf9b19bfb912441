/** Referral record texts (resources.referral-records), in Chinese. */
export const referralRecordsZh = {
    resources: {
        'referral-records': {
            name: '推荐记录',
            fields: {
                ambassadorId: '推广大使',
                referralCode: '推荐码',
                orderId: '订单号',
                skuId: 'SKU',
                orderAmount: '订单金额',
                commissionRate: '佣金比例',
                commissionAmount: '佣金',
                commissionStatus: '佣金状态',
                orderTime: '下单时间',
            },
            choices: {
                commissionStatus: { pending: '待确认', confirmed: '已确认', settled: '已结算', cancelled: '已取消' },
            },
        },
    },
};
