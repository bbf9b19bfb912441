/** Issued coupon texts (resources.coupons), in Chinese. */
export const couponsZh = {
    resources: {
        coupons: {
            name: '优惠券',
            fields: {
                couponCode: '券码',
                templateId: '优惠券模板',
                userId: '用户 ID',
                source: '来源',
                receiveTime: '领取时间',
                status: '状态',
                useTime: '使用时间',
            },
            choices: {
                source: {
                    receive: '客户领取',
                    system_issue: '系统发放',
                    lottery: '抽奖',
                    group_code: '群组码',
                    points_exchange: '积分兑换',
                    activity: '活动',
                },
                status: { unused: '未使用', locked: '已锁定', used: '已使用', expired: '已过期', invalid: '已作废' },
            },
        },
    },
};
