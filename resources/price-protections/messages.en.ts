/** Price-protection claim texts (resources.price-protections), in English. */
export const priceProtectionsEn = {
    resources: {
        'price-protections': {
            name: 'Price-protection claim |||| Price-protection claims',
            fields: {
                applicationNo: 'Claim no.',
                orderNo: 'Order no.',
                customerName: 'Buyer',
                mobile: 'Mobile',
                skuId: 'SKU',
                quantity: 'Quantity',
                paidPrice: 'Price paid',
                currentPrice: 'Price now',
                refundAmount: 'Refund',
                protectionDays: 'Protection (days)',
                status: 'Status',
                history: 'Review log',
                dueTime: 'Due',
                overdue: 'Overdue',
                applyTime: 'Claimed',
                orderTime: 'Ordered',
                priceHistory: 'Price history',
                remark: 'Remark',
                creator: 'Registered by',
            },
            choices: {
                status: { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected', refunded: 'Refunded' },
            },
            actions: { create: 'Registered', approve: 'Approve', reject: 'Reject', refund: 'Mark refunded' },
            page: {
                price_history: 'Price history',
                time: 'From',
                price: 'Price',
                refund: 'Refund due: %{amount}',
            },
            validation: {
                reviewed: 'The claim has been reviewed: only a pending claim is edited',
                order_no: 'An order number reads OMS and 9 digits, e.g. OMS260000037',
                mobile: 'Enter 10 to 13 digits, e.g. 13812345678',
                not_lower: 'The price now must be below the price paid',
                order_after_claim: 'The order cannot be after the claim',
                window: 'Price protection covers %{days} days after the order: this order is older',
            },
        },
    },
};
