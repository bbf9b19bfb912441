/** Care+ 保障计划文案（resources.care-plans），中文。 */
export const carePlansZh = {
    resources: {
        'care-plans': {
            name: 'Care+ 保障计划',
            fields: {
                planName: '计划',
                planType: '保障类型',
                durationMonths: '月数',
                price: '基础价格',
                planSku: '计划 SKU',
                modelIds: '机型',
                terms: '条款',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                planType: { extended_warranty: '延长保修', screen_damage: '碎屏保', accidental_damage: '意外保', combo: '组合保障' },
                status: { online: '上线', offline: '下线' },
            },
            validation: { duration: '此保障类型只售 %{months} 个月' },
        },
    },
};
