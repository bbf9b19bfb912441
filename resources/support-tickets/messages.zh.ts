/** “联系我们”留言文案（resources.support-tickets），中文。 */
export const supportTicketsZh = {
    resources: {
        'support-tickets': {
            name: '“联系我们”留言',
            fields: {
                ticketNo: '工单号',
                subject: '主题',
                category: '类别',
                name: '姓名',
                email: '邮箱',
                mobile: '手机号',
                country: '国家',
                modelId: '机型',
                imei: 'IMEI',
                message: '留言',
                attachments: '附件',
                status: '状态',
                history: '历史',
                dueTime: '截止时间',
                overdue: '已超时',
                submitTime: '提交时间',
            },
            choices: {
                category: { repair: '维修', warranty: '保修', software: '软件', order: '订单', feedback: '反馈', other: '其他' },
                status: { new: '新留言', replied: '已回复', closed: '已关闭' },
            },
            actions: { create: '收到', reply: '回复', close: '关闭' },
            validation: {
                mobile: '请输入 8 到 13 位数字，境外号码带国家代码',
                imei: '请输入 15 位 IMEI（拨 *#06# 查看），末位校验未通过',
            },
        },
    },
};
