/** 在线客服入口文案（resources.customer-service-settings），中文。 */
export const customerServiceSettingsZh = {
    resources: {
        'customer-service-settings': {
            name: '在线客服',
            fields: {
                provider: '客服服务商',
                entryUrl: '客服地址',
                channels: '渠道',
                displayPages: '展示页面',
                workingHours: '工作时间',
                offlineMessage: '离线提示',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                provider: { zendesk: 'Zendesk', freshchat: 'Freshchat', livechat: 'LiveChat', in_house: '自建客服' },
                channels: { web: '网站', app: 'App' },
                displayPages: { home: '首页', product: '商品页', order: '订单页', support: '服务页', checkout: '结算页' },
                status: { enabled: '启用', disabled: '停用' },
            },
            validation: {
                https: '客服须通过 https 打开：地址以 https:// 开头',
                hours: '工作时间格式为 09:00-21:00',
                hours_order: '工作时间的结束须晚于开始',
            },
        },
    },
};
