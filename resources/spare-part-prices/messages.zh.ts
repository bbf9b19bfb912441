/** 备件价格文案（resources.spare-part-prices），中文。 */
export const sparePartPricesZh = {
    resources: {
        'spare-part-prices': {
            name: '备件价格',
            fields: {
                modelId: '机型',
                partName: '备件',
                partCategory: '类别',
                partCode: '备件编码',
                partPrice: '备件价格',
                labourCharge: '工时费',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                partCategory: {
                    display: '屏幕',
                    battery: '电池',
                    back_cover: '后盖',
                    camera: '摄像头',
                    charging_port: '充电口',
                    motherboard: '主板',
                    speaker: '扬声器',
                    other: '其他',
                },
                status: { online: '上线', offline: '下线' },
            },
            validation: {
                part_code: '请按维修手册填写编码：3 位大写字母、连字符、4 到 12 位大写字母或数字（DSP-00012）',
                two_decimals: '最多两位小数',
                price_positive: '备件价格须大于零',
            },
        },
    },
};
