/** Points ledger texts (resources.points-flows), in Chinese. */
export const pointsFlowsZh = {
    resources: {
        'points-flows': {
            name: '积分流水',
            fields: {
                flowId: '流水号',
                userId: '用户 ID',
                changeType: '变动类型',
                points: '积分',
                balanceAfter: '变动后余额',
                orderId: '订单号',
                remark: '备注',
                operator: '操作人',
                createTime: '时间',
            },
            choices: {
                changeType: { earn: '获得', consume: '消费', expire: '过期', reissue: '补发', deduct: '扣减', refund_return: '退款返还' },
            },
        },
    },
};
