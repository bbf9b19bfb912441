/** stock-movements texts (resources.stock-movements), in English. */
export const stockMovementsEn = {
    resources: {
        'stock-movements': {
            name: 'Stock movement |||| Stock movements',
            fields: {
                movementTime: 'Time',
                skuId: 'SKU',
                warehouseId: 'Warehouse',
                movementType: 'Movement',
                qty: 'Quantity (+ in, − out)',
                reference: 'Document',
                operator: 'Operator',
            },
            choices: {
                movementType: {
                    inbound: 'Inbound receipt',
                    outbound: 'Order shipped',
                    transfer_out: 'Transfer out',
                    transfer_in: 'Transfer in',
                    return: 'After-sales return',
                    adjustment: 'Adjustment',
                    issue: 'Issued on application',
                },
            },
        },
    },
};
