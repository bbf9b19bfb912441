/** Ambassador order report texts (resources.ambassador-reports), in Chinese. */
export const ambassadorReportsZh = {
    resources: {
        'ambassador-reports': {
            name: '订单报表',
            fields: {
                ambassadorId: '推广大使',
                period: '月份',
                orders: '订单数',
                gmv: 'GMV',
                refundedAmount: '取消或退货金额',
                netGmv: '净 GMV',
                commission: '佣金',
            },
        },
    },
};
