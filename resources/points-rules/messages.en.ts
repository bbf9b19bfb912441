/** Points rule texts (resources.points-rules), in English. */
export const pointsRulesEn = {
    resources: {
        'points-rules': {
            name: 'Points rule |||| Points rules',
            fields: {
                ruleName: 'Rule',
                trigger: 'Earned for',
                pointsMode: 'Points mode',
                pointsValue: 'Points',
                amountUnit: 'Per amount spent',
                dailyCap: 'Daily cap per user',
                validityMonths: 'Valid for (months)',
                startTime: 'Start',
                endTime: 'End',
                status: 'Status',
                lastOperator: 'Last operator',
                updateTime: 'Update time',
            },
            choices: {
                trigger: { order_paid: 'Order paid', order_delivered: 'Order delivered', review: 'Product review', sign_in: 'Daily sign-in', register: 'Registration', birthday: 'Birthday' },
                pointsMode: { fixed: 'Fixed points', per_amount: 'Points per amount spent' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            validation: {
                per_amount_orders: 'Only order rules earn points per amount spent',
                amount_unit: 'Give the amount that earns the points',
                end_after_start: 'The end must be after the start',
                one_enabled: 'The rule "%{rule}" is already enabled for this: disable it first',
            },
        },
    },
};
