/** Points rule texts (resources.points-rules), in Chinese. */
export const pointsRulesZh = {
    resources: {
        'points-rules': {
            name: '积分规则',
            fields: {
                ruleName: '规则',
                trigger: '获取方式',
                pointsMode: '积分方式',
                pointsValue: '积分',
                amountUnit: '每消费金额',
                dailyCap: '每人每日上限',
                validityMonths: '有效期（月）',
                startTime: '开始时间',
                endTime: '结束时间',
                status: '状态',
                lastOperator: '最后操作人',
                updateTime: '更新时间',
            },
            choices: {
                trigger: { order_paid: '订单支付', order_delivered: '订单签收', review: '商品评价', sign_in: '每日签到', register: '注册', birthday: '生日' },
                pointsMode: { fixed: '固定积分', per_amount: '按消费金额' },
                status: { enabled: '已启用', disabled: '已停用' },
            },
            validation: {
                per_amount_orders: '只有订单规则可以按消费金额计算积分',
                amount_unit: '请填写获得积分所需的消费金额',
                end_after_start: '结束时间须晚于开始时间',
                one_enabled: '规则“%{rule}”已对此启用：请先停用',
            },
        },
    },
};
