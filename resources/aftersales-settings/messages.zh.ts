/** 售后政策文案（resources.aftersales-settings），中文。 */
export const aftersalesSettingsZh = {
    resources: {
        'aftersales-settings': {
            name: '售后政策',
            fields: {
                policyName: '政策名称',
                returnWindowDays: '退货期（天）',
                replacementWindowDays: '换货期（天）',
                doaDays: '开箱损（天）',
                returnReasons: '退货原因',
                pickupEnabled: '上门取件',
                refundMethods: '退款方式',
                instructions: '买家须知',
                updateTime: '更新时间',
            },
            choices: {
                returnReasons: {
                    defective: '质量问题',
                    dead_on_arrival: '开箱损',
                    wrong_item: '发错货',
                    damaged_in_transit: '运输损坏',
                    not_as_described: '与描述不符',
                    changed_mind: '不想要了',
                },
                refundMethods: { original_payment: '原路退回', bank_transfer: '银行转账', wallet: '钱包' },
            },
            validation: {
                doa_within_replacement: '开箱损期限须在换货期之内',
                reasons_needed: '请选择可退货的原因，或将退货期设为 0',
            },
        },
    },
};
