/** Referral record texts (resources.referral-records), in English. */
export const referralRecordsEn = {
    resources: {
        'referral-records': {
            name: 'Referral record |||| Referral records',
            fields: {
                ambassadorId: 'Ambassador',
                referralCode: 'Referral code',
                orderId: 'Order ID',
                skuId: 'SKU',
                orderAmount: 'Order amount',
                commissionRate: 'Commission rate',
                commissionAmount: 'Commission',
                commissionStatus: 'Commission status',
                orderTime: 'Order time',
            },
            choices: {
                commissionStatus: { pending: 'Pending', confirmed: 'Confirmed', settled: 'Settled', cancelled: 'Cancelled' },
            },
        },
    },
};
