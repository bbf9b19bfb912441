/** Subsidy qualification texts (resources.subsidy-qualifications), in Chinese. */
export const subsidyQualificationsZh = {
    resources: {
        'subsidy-qualifications': {
            name: '补贴资格',
            fields: {
                qualificationCode: '资格码',
                userId: '用户 ID',
                mobile: '手机号',
                provinceId: '省份',
                category: '品类',
                claimTime: '领取时间',
                expiryTime: '失效时间',
                status: '状态',
                orderId: '订单',
            },
            choices: {
                category: { phone: '手机', tablet: '平板', smartwatch: '智能手表', band: '智能手环' },
                status: { unused: '未使用', locked: '已锁定', used: '已使用', expired: '已过期', returned: '已退回' },
            },
        },
    },
};
