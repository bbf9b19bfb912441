/** Issued coupon texts (resources.coupons), in English. */
export const couponsEn = {
    resources: {
        coupons: {
            name: 'Coupon |||| Coupons',
            fields: {
                couponCode: 'Coupon code',
                templateId: 'Coupon template',
                userId: 'User ID',
                source: 'Source',
                receiveTime: 'Received',
                status: 'Status',
                useTime: 'Used',
            },
            choices: {
                source: {
                    receive: 'Collected by the customer',
                    system_issue: 'Issued by the system',
                    lottery: 'Lottery',
                    group_code: 'Group code',
                    points_exchange: 'Points exchange',
                    activity: 'Activity',
                },
                status: { unused: 'Unused', locked: 'Locked', used: 'Used', expired: 'Expired', invalid: 'Invalid' },
            },
        },
    },
};
