/** Activity reminder texts (resources.activity-subscriptions), in Chinese. */
export const activitySubscriptionsZh = {
    resources: {
        'activity-subscriptions': {
            name: '开售提醒',
            fields: {
                userId: '用户 ID',
                contact: '手机号或邮箱',
                activityName: '活动',
                channel: '渠道',
                subscribeTime: '订阅时间',
                notifyStatus: '提醒状态',
                notifyTime: '通知时间',
            },
            choices: {
                channel: { sms: '短信', email: '邮件', push: '推送' },
                notifyStatus: { waiting: '待通知', notified: '已通知' },
            },
            actions: { notify_now: '立即通知' },
        },
    },
};
