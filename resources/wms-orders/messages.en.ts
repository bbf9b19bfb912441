/** wms-orders texts (resources.wms-orders), in English. */
export const wmsOrdersEn = {
    resources: {
        'wms-orders': {
            name: 'WMS order |||| WMS orders',
            fields: {
                wmsOrderNo: 'WMS order no.',
                orderId: 'Order ID',
                warehouseId: 'Warehouse',
                wmsStatus: 'WMS status',
                pushTime: 'Push time',
                totalQty: 'Quantity',
                courier: 'Courier',
                awbNo: 'AWB no.',
                errorMessage: 'WMS error',
                lines: 'Lines',
            },
            choices: {
                wmsStatus: {
                    pushed: 'Pushed',
                    accepted: 'Accepted',
                    picked: 'Picked',
                    packed: 'Packed',
                    shipped: 'Shipped',
                    cancelled: 'Cancelled',
                    failed: 'Failed',
                },
            },
            actions: {
                repush: 'Push again',
                cancel: 'Cancel in WMS',
                confirm_repush: 'Push WMS order %{no} to the warehouse again?',
                confirm_cancel: 'Cancel WMS order %{no}? The warehouse will not pick it.',
                done: 'WMS order %{no} is now %{status}',
                not_allowed: 'This action is not allowed for a WMS order in this state',
            },
            detail: {
                lines: 'Lines',
                timeline: 'Status timeline',
                sku: 'SKU',
                qty: 'Quantity',
                imei: 'IMEI',
                none: 'None',
            },
        },
    },
};
