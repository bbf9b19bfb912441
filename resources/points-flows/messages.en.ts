/** Points ledger texts (resources.points-flows), in English. */
export const pointsFlowsEn = {
    resources: {
        'points-flows': {
            name: 'Points change |||| Points ledger',
            fields: {
                flowId: 'Flow ID',
                userId: 'User ID',
                changeType: 'Change',
                points: 'Points',
                balanceAfter: 'Balance after',
                orderId: 'Order ID',
                remark: 'Remark',
                operator: 'Operator',
                createTime: 'Time',
            },
            choices: {
                changeType: { earn: 'Earned', consume: 'Spent', expire: 'Expired', reissue: 'Reissued', deduct: 'Deducted', refund_return: 'Returned with a refund' },
            },
        },
    },
};
