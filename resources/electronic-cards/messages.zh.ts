/** Electronic card texts (resources.electronic-cards), in Chinese. */
export const electronicCardsZh = {
    resources: {
        'electronic-cards': {
            name: '电子保卡',
            fields: {
                cardNo: '卡号',
                imei: 'IMEI',
                modelId: '机型',
                mobile: '手机号',
                plan: '服务计划',
                activationDate: '激活日期',
                expiryDate: '到期日期',
                status: '状态',
            },
            choices: {
                plan: {
                    standard_warranty: '标准保修',
                    extended_warranty: '延长保修',
                    screen_damage: '碎屏保',
                    accidental_damage: '意外保',
                    combo: 'Care+ 组合',
                },
                status: { active: '生效中', expired: '已过期', claimed: '已理赔', cancelled: '已取消' },
            },
            validation: {
                imei: 'IMEI 为 15 位数字，末位为校验位',
                expiry: '到期日期须晚于激活日期',
            },
        },
    },
};
