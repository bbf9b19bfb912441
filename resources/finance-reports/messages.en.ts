/** finance-reports texts (resources.finance-reports), in English. */
export const financeReportsEn = {
    resources: {
        'finance-reports': {
            name: 'Finance report |||| Finance reports',
            chart: {
                title: 'Sales, returns and net by month',
            },
            fields: {
                month: 'Month',
                stateId: 'State',
                skuId: 'SKU',
                salesQty: 'Units sold',
                returnQty: 'Units returned',
                salesAmount: 'Sales',
                returnAmount: 'Returns',
                netAmount: 'Net sales',
                taxAmount: 'GST',
                cost: 'Cost',
            },
        },
    },
};
