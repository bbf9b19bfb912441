/** App feedback texts (resources.app-feedback), in Chinese. */
export const appFeedbackZh = {
    resources: {
        'app-feedback': {
            name: '用户反馈',
            fields: {
                feedbackId: '反馈 ID',
                userId: '用户 ID',
                feedbackType: '类型',
                content: '反馈内容',
                images: '图片',
                appVersion: 'App 版本',
                deviceModel: '设备',
                osVersion: '系统',
                createTime: '提交时间',
                status: '状态',
                reply: '回复',
                updateTime: '更新时间',
            },
            choices: {
                feedbackType: { bug: '问题', suggestion: '建议', other: '其他' },
                status: { new: '待处理', processed: '已处理' },
            },
            actions: { process: '标记为已处理' },
            validation: {
                reply_first: '请先回复用户，再将反馈标记为已处理',
                status_change: '状态“%{from}”不能变更为“%{to}”',
            },
        },
    },
};
