/** Points reissue texts (resources.points-reissues), in Chinese. */
export const pointsReissuesZh = {
    resources: {
        'points-reissues': {
            name: '积分补发',
            fields: {
                userId: '用户 ID',
                points: '积分（负数为扣减）',
                reason: '原因',
                orderId: '订单号',
                status: '状态',
                flowId: '积分流水号',
                creator: '申请人',
                createTime: '申请时间',
                lastOperator: '处理人',
                updateTime: '更新时间',
            },
            choices: { status: { pending: '待确认', done: '已完成', rejected: '已驳回' } },
            actions: { confirm: '确认', reject: '驳回' },
            validation: {
                whole: '请填写整数积分：正数为补发，负数为扣减',
                bound: '单次申请最多补发或扣减 %{bound} 积分',
                reason: '原因至少 5 个字符',
                order: '订单号为 OMS 加 9 至 12 位数字',
                no_account: '本站点没有该用户 ID 的积分账户',
                start: '新申请只能是待确认状态',
                transition: '申请不能从 %{from} 变为 %{to}',
                second_person: '超过 %{above} 积分的申请须由申请人以外的人确认',
                locked: '已完成或已驳回的申请不能修改',
                below_zero: '扣减后积分余额将低于零（当前余额 %{balance}）',
            },
        },
    },
};
