/** Coupon code query texts (resources.coupon-codes), in Chinese. */
export const couponCodesZh = {
    resources: {
        'coupon-codes': {
            name: '券码',
            fields: {
                couponCode: '券码',
                templateId: '优惠券模板',
                batchNo: '批次',
                status: '状态',
                userId: '用户 ID',
                orderId: '订单号',
                generateTime: '生成时间',
                useTime: '使用时间',
            },
            choices: { status: { unused: '未领取', collected: '已领取', used: '已使用', invalid: '已作废' } },
        },
    },
};
