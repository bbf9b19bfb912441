/** Coupon code query texts (resources.coupon-codes), in English. */
export const couponCodesEn = {
    resources: {
        'coupon-codes': {
            name: 'Coupon code |||| Coupon codes',
            fields: {
                couponCode: 'Coupon code',
                templateId: 'Coupon template',
                batchNo: 'Batch',
                status: 'Status',
                userId: 'User ID',
                orderId: 'Order ID',
                generateTime: 'Generated',
                useTime: 'Used',
            },
            choices: { status: { unused: 'Not collected', collected: 'Collected', used: 'Used', invalid: 'Invalid' } },
        },
    },
};
