/** Subsidy basic setting texts (resources.subsidy-settings), in Chinese. */
export const subsidySettingsZh = {
    resources: {
        'subsidy-settings': {
            name: '补贴基础设置',
            fields: {
                enabled: '开启补贴',
                categories: '补贴品类',
                invoiceRequired: '必须开具电子发票',
                detailsDeadlineDays: '资料补充期限（天）',
                auditSlaDays: '审核时限（天）',
                reminderTemplate: '提醒短信模板',
                noticeText: '补贴说明',
                updateTime: '更新时间',
            },
            choices: { categories: { phone: '手机', tablet: '平板', smartwatch: '智能手表', band: '智能手环' } },
            validation: {
                template_code: '模板编码：大写字母开头，由大写字母、数字或 _ 组成（3 至 40 位）',
                whole_days: '须为整数天',
            },
        },
    },
};
