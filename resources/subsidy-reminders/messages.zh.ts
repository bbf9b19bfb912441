/** Subsidy detail reminder texts (resources.subsidy-reminders), in Chinese. */
export const subsidyRemindersZh = {
    resources: {
        'subsidy-reminders': {
            name: '订单资料待补',
            fields: {
                orderId: '订单',
                provinceId: '省份',
                userId: '用户 ID',
                missingItems: '缺少资料',
                deadline: '截止时间',
                reminderCount: '已提醒次数',
                lastReminderTime: '最近提醒',
                status: '状态',
            },
            choices: {
                missingItems: { invoice: '电子发票', imei: 'IMEI/SN', sign_proof: '签收凭证', photos: '照片' },
                status: { pending: '待补充', completed: '已补齐', overdue: '已逾期' },
            },
            remind: {
                action: '发送提醒',
                confirm: '确定向订单 %{order} 的买家发送补充资料短信提醒？',
                done: '提醒已发送',
            },
            validation: {
                completed: '资料已补齐',
                too_soon: '距上次提醒不足 %{hours} 小时',
            },
        },
    },
};
