/** daily-reports texts (resources.daily-reports), in Chinese. */
export const dailyReportsZh = {
    resources: {
        'daily-reports': {
            name: '运营日报',
            chart: { title: '每日 GMV' },
            fields: {
                date: '日期',
                uv: 'UV',
                orders: '订单数',
                paidOrders: '支付订单数',
                gmv: 'GMV',
                aov: '客单价',
                conversionRate: '转化率',
                note: '备注',
                lastOperator: '备注人',
                updateTime: '备注时间',
            },
            validation: {
                no_such_day: '每日数据由订单计算：只能填写报表中某一天的备注',
                computed: '由订单计算：只能修改备注',
            },
        },
    },
};
