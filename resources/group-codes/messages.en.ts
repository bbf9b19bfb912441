/** Group code texts (resources.group-codes), in English. */
export const groupCodesEn = {
    resources: {
        'group-codes': {
            name: 'Group code |||| Group codes',
            fields: {
                groupCode: 'Group code',
                templateId: 'Coupon template',
                totalQty: 'Total quantity',
                limitPerUser: 'Limit per customer',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: { status: { enabled: 'Enabled', disabled: 'Disabled' } },
            actions: { enable: 'Enable', disable: 'Disable' },
        },
    },
};
