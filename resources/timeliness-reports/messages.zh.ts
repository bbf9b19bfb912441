/** timeliness-reports texts (resources.timeliness-reports), in Chinese. */
export const timelinessReportsZh = {
    resources: {
        'timeliness-reports': {
            name: '物流时效',
            fields: {
                month: '月份',
                warehouseId: '仓库',
                courier: '快递公司',
                state: '收货邦/省',
                orderCount: '订单数',
                avgPackHours: '平均打包时长（小时）',
                avgShipHours: '平均发货时长（小时）',
                avgDeliveryDays: '平均送达天数',
                slaBreachCount: '超时单数',
                onTimeRate: '准时率',
            },
        },
    },
};
