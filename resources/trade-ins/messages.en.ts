/** trade-ins texts (resources.trade-ins), in English. */
export const tradeInsEn = {
    resources: {
        'trade-ins': {
            name: 'Trade-in |||| Trade-in orders',
            fields: {
                orderId: 'Order ID',
                oldBrand: 'Old device brand',
                oldModel: 'Old device model',
                oldImei: 'Old device IMEI',
                quotedValue: 'Quoted value',
                deduction: 'Deduction',
                finalValue: 'Final value',
                partner: 'Partner',
                pickupStatus: 'Pickup',
                status: 'Status',
                orderTime: 'Order time',
            },
            choices: {
                pickupStatus: { pending: 'Pending', picked: 'Picked up', failed: 'Failed' },
                status: { created: 'Created', verified: 'Verified', completed: 'Completed', cancelled: 'Cancelled' },
            },
        },
    },
};
