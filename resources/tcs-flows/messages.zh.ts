/** tcs-flows texts (resources.tcs-flows), in Chinese. */
export const tcsFlowsZh = {
    resources: {
        'tcs-flows': {
            name: 'TCS 流水',
            fields: {
                orderId: '订单号',
                invoiceNo: '发票号',
                gstin: 'GSTIN',
                stateId: '邦',
                taxableValue: '应税金额',
                tcsRate: 'TCS 税率',
                tcsAmount: 'TCS 金额',
                flowType: '类型',
                month: '月份',
            },
            choices: {
                flowType: {
                    collect: '代收',
                    reverse: '冲回',
                },
            },
        },
    },
};
