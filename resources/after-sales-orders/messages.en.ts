/** after-sales-orders texts (resources.after-sales-orders), in English. */
export const afterSalesOrdersEn = {
    resources: {
        'after-sales-orders': {
            name: 'After-sales order |||| After-sales orders',
            fields: {
                afterSalesNo: 'After-sales no.',
                orderId: 'Order ID',
                type: 'Type',
                skuId: 'SKU',
                imei: 'IMEI',
                qty: 'Quantity',
                returnAwb: 'Return AWB',
                warehouseId: 'Warehouse',
                qcResult: 'Quality check',
                status: 'Status',
                receivedTime: 'Received',
            },
            choices: {
                type: { return: 'Return', replacement: 'Replacement', doa: 'Dead on arrival' },
                qcResult: { pending: 'Pending', good: 'Good', defective: 'Defective' },
                status: { received: 'Received', qc_done: 'Checked', closed: 'Closed' },
            },
        },
    },
};
