/** 服务站基础配置文案（resources.support-configurations），中文。 */
export const supportConfigurationsZh = {
    resources: {
        'support-configurations': {
            name: '服务站基础配置',
            fields: {
                hotline: '热线',
                workingHours: '服务时间',
                supportEmail: '客服邮箱',
                whatsappNumber: 'WhatsApp 号码',
                logo: '标志',
                announcement: '公告',
                chatEntryEnabled: '显示在线客服入口',
                updateTime: '更新时间',
            },
            validation: {
                hotline: '请输入 6 到 15 位数字的号码，如 1800-103-6286',
                whatsapp: '请按国际格式填写号码，如 +919876543210',
                hours: '请填写日期和时间，结束晚于开始，如 Mon–Sat 09:00–21:00',
            },
        },
    },
};
