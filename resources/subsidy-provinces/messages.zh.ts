/** Subsidy province texts (resources.subsidy-provinces), in Chinese. */
export const subsidyProvincesZh = {
    resources: {
        'subsidy-provinces': {
            name: '补贴省份',
            fields: {
                provinceCode: '省份代码',
                provinceName: '省份',
                auditForm: '申报表单',
                subsidyRate: '补贴比例',
                capPerUnit: '单件补贴上限',
                priceCeiling: '价格上限',
                categories: '品类',
                qualificationChannel: '资格领取渠道',
                validFrom: '生效日期',
                validTo: '截止日期',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                auditForm: { gd: '广东表单', hebei: '河北表单', other: '通用表单' },
                categories: { phone: '手机', tablet: '平板', smartwatch: '智能手表', band: '智能手环' },
                status: { enabled: '启用', disabled: '停用' },
            },
            actions: { enable: '启用', disable: '停用' },
            validation: {
                province_code: '须为 GB/T 2260 省级代码：两位数字加 0000（如 440000）',
                fen: '最多两位小数（精确到分）',
                cap_above_ceiling: '单件补贴上限不能高于价格上限',
                valid_to: '截止日期须晚于生效日期',
            },
        },
    },
};
