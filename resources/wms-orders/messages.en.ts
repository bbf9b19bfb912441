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
