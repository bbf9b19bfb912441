/** prebooks texts (resources.prebooks), in Chinese. */
export const prebooksZh = {
    resources: {
        prebooks: {
            name: '预约',
            fields: {
                prebookNo: '预约单号',
                userId: '用户 ID',
                mobile: '手机号',
                spu: 'SPU',
                sku: 'SKU',
                tokenAmount: '定金',
                payStatus: '支付状态',
                prebookTime: '预约时间',
                couponCode: '优惠券码',
                convertedOrderId: '转化订单',
                status: '状态',
            },
            choices: {
                payStatus: {
                    paid: '已支付',
                    unpaid: '未支付',
                    refunded: '已退款',
                },
                status: {
                    booked: '已预约',
                    converted: '已转化',
                    refunded: '已退款',
                    expired: '已过期',
                },
            },
            actions: {
                refund_token: '退定金',
            },
        },
    },
};
