import { activityCommonZh } from '../activity-common/texts';

/** Locked user texts (resources.user-locks), in Chinese. */
export const userLocksZh = {
    resources: {
        'user-locks': {
            name: '锁定用户',
            fields: {
                userId: '用户 ID',
                mobile: '手机号',
                email: '邮箱',
                lockType: '锁定范围',
                reason: '原因',
                startTime: '锁定时间',
                endTime: '解锁时间',
                status: '状态',
                operator: '操作人',
            },
            choices: {
                lockType: { order: '下单', coupon: '优惠券', activity: '活动', login: '登录' },
                reason: { risk_order: '风险订单', scalping: '黄牛', abnormal_refund: '异常退款', manual: '人工' },
                status: { locked: '已锁定', unlocked: '已解锁' },
            },
            actions: { lock: '锁定', unlock: '解锁' },
        },
    },
};

export { activityCommonZh };
