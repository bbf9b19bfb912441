/** finance-reports texts (resources.finance-reports), in Chinese. */
export const financeReportsZh = {
    resources: {
        'finance-reports': {
            name: '财务报表',
            chart: {
                title: '按月销售额、退货额与净额',
            },
            fields: {
                month: '月份',
                stateId: '邦',
                skuId: 'SKU',
                salesQty: '销售数量',
                returnQty: '退货数量',
                salesAmount: '销售额',
                returnAmount: '退货额',
                netAmount: '净销售额',
                taxAmount: 'GST 税额',
                cost: '成本',
            },
        },
    },
};
