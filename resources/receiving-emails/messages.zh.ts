/** receiving-emails texts (resources.receiving-emails), in Chinese. */
export const receivingEmailsZh = {
    resources: {
        'receiving-emails': {
            name: '通知邮箱',
            fields: { email: '邮箱', name: '姓名', eventTypes: '通知事件', status: '状态' },
            choices: {
                eventTypes: { new_order: '新大客户订单', payment_received: '收到付款', shipped: '已发货' },
                status: { enabled: '启用', disabled: '禁用' },
            },
            validation: { email: '请输入邮箱地址（name@example.com）' },
        },
    },
};
