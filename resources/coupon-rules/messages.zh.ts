/** Coupon rule texts (resources.coupon-rules), in Chinese. */
export const couponRulesZh = {
    resources: {
        'coupon-rules': {
            name: '优惠券规则',
            fields: {
                ruleName: '规则名称',
                templates: '优惠券模板',
                combinable: '可叠加',
                maxPerUser: '每位客户最多',
                maxPerOrder: '每单最多',
                channel: '渠道',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                channel: { all: '全部渠道', web: '官网', app: 'App', mini_program: '小程序' },
                status: { enabled: '启用', disabled: '停用' },
            },
            actions: { enable: '启用', disable: '停用' },
        },
    },
};
