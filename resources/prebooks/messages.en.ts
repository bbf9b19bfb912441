/** prebooks texts (resources.prebooks), in English. */
export const prebooksEn = {
    resources: {
        prebooks: {
            name: 'Pre-booking |||| Pre-bookings',
            fields: {
                prebookNo: 'Pre-booking no.',
                userId: 'User ID',
                mobile: 'Mobile',
                spu: 'SPU',
                sku: 'SKU',
                tokenAmount: 'Token amount',
                payStatus: 'Pay status',
                prebookTime: 'Pre-booked at',
                couponCode: 'Coupon code',
                convertedOrderId: 'Converted order',
                status: 'Status',
            },
            choices: {
                payStatus: {
                    paid: 'Paid',
                    unpaid: 'Unpaid',
                    refunded: 'Refunded',
                },
                status: {
                    booked: 'Booked',
                    converted: 'Converted',
                    refunded: 'Refunded',
                    expired: 'Expired',
                },
            },
            actions: {
                refund_token: 'Refund token',
            },
        },
    },
};
