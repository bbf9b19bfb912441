/** tcs-flows texts (resources.tcs-flows), in English. */
export const tcsFlowsEn = {
    resources: {
        'tcs-flows': {
            name: 'TCS entry |||| TCS flow',
            fields: {
                orderId: 'Order ID',
                invoiceNo: 'Invoice no.',
                gstin: 'GSTIN',
                stateId: 'State',
                taxableValue: 'Taxable value',
                tcsRate: 'TCS rate',
                tcsAmount: 'TCS amount',
                flowType: 'Flow',
                month: 'Month',
            },
            choices: {
                flowType: {
                    collect: 'Collected',
                    reverse: 'Reversed',
                },
            },
        },
    },
};
