/** Ambassador order report texts (resources.ambassador-reports), in English. */
export const ambassadorReportsEn = {
    resources: {
        'ambassador-reports': {
            name: 'Order report |||| Order report',
            fields: {
                ambassadorId: 'Ambassador',
                period: 'Month',
                orders: 'Orders',
                gmv: 'GMV',
                refundedAmount: 'Cancelled or returned',
                netGmv: 'Net GMV',
                commission: 'Commission',
            },
        },
    },
};
