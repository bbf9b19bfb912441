/** order-modifications texts (resources.order-modifications), in English. */
export const orderModificationsEn = {
    resources: {
        'order-modifications': {
            name: 'Order change |||| Order changes',
            fields: {
                requestNo: 'Change no.',
                orderId: 'Order ID',
                orderStatus: 'Order status',
                modifyType: 'Change',
                province: 'Province / state',
                city: 'City',
                pincode: 'Pincode',
                contactNumber: 'Contact number',
                email: 'E-mail',
                oldValue: 'Before',
                newValue: 'After',
                operator: 'Changed by',
                modifyTime: 'Changed at',
            },
            choices: {
                modifyType: {
                    address: 'Address',
                    contact: 'Contact',
                },
                orderStatus: {
                    unpaid: 'Unpaid',
                    paid: 'Paid',
                    toBeDelivered: 'To be delivered',
                    shipped: 'Shipped',
                    delivered: 'Delivered',
                    cancelled: 'Cancelled',
                },
            },
            actions: {
                change: 'Change an order',
            },
            lookup: {
                find: 'Find order',
                current: 'Now: %{province}, %{city} %{pincode} · %{contactNumber} · %{email} (%{status})',
                hint: 'Enter the order ID, then find the order',
            },
            validation: {
                closed_order: 'A cancelled or delivered order cannot be changed',
                shipped_address: 'A shipped order’s address cannot be changed, only its contact',
                postcode: 'Enter a valid pincode or postcode',
                contact_required: 'Enter a contact number or an e-mail',
                phone: 'Enter a phone number of 7 to 15 digits',
                email: 'Enter a valid e-mail address',
                unchanged: 'The new values are the same as the order\'s: nothing to change',
                unknown_order: 'No order %{orderId} on this site',
            },
        },
    },
};
