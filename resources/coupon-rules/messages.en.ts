/** Coupon rule texts (resources.coupon-rules), in English. */
export const couponRulesEn = {
    resources: {
        'coupon-rules': {
            name: 'Coupon rule |||| Coupon rules',
            fields: {
                ruleName: 'Rule name',
                templates: 'Coupon templates',
                combinable: 'Combinable',
                maxPerUser: 'Most per customer',
                maxPerOrder: 'Most per order',
                channel: 'Channel',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: {
                channel: { all: 'Every channel', web: 'Website', app: 'App', mini_program: 'Mini program' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            actions: { enable: 'Enable', disable: 'Disable' },
        },
    },
};
