/** Subsidy qualification texts (resources.subsidy-qualifications), in English. */
export const subsidyQualificationsEn = {
    resources: {
        'subsidy-qualifications': {
            name: 'Subsidy qualification |||| Subsidy qualifications',
            fields: {
                qualificationCode: 'Qualification code',
                userId: 'User ID',
                mobile: 'Mobile',
                provinceId: 'Province',
                category: 'Category',
                claimTime: 'Claimed',
                expiryTime: 'Expires',
                status: 'Status',
                orderId: 'Order',
            },
            choices: {
                category: { phone: 'Phone', tablet: 'Tablet', smartwatch: 'Smartwatch', band: 'Fitness band' },
                status: { unused: 'Unused', locked: 'Locked', used: 'Used', expired: 'Expired', returned: 'Returned' },
            },
        },
    },
};
