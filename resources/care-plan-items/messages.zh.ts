/** Care+ 计划明细文案（resources.care-plan-items），中文。 */
export const carePlanItemsZh = {
    resources: {
        'care-plan-items': {
            name: 'Care+ 计划明细',
            fields: {
                planId: '计划',
                modelId: '机型',
                devicePriceFrom: '设备价格起',
                devicePriceTo: '设备价格止',
                planPrice: '计划价格',
                coverage: '保障内容',
                claimLimit: '理赔次数',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: { status: { online: '上线', offline: '下线' } },
            validation: {
                band_order: '价格区间的止价须高于起价',
                price_below_device: '计划价格须低于该区间最便宜的手机',
                band_overlap: '与该计划和机型的区间 %{from} – %{to} 重叠',
            },
        },
    },
};
