/** logistics-exceptions texts (resources.logistics-exceptions), in English. */
export const logisticsExceptionsEn = {
    resources: {
        'logistics-exceptions': {
            name: 'Logistics exception |||| Logistics exceptions',
            fields: {
                exceptionNo: 'Exception no.',
                exceptionType: 'Type',
                reference: 'Document',
                warehouseId: 'Warehouse',
                skuId: 'SKU',
                diffQty: 'Difference (qty)',
                courier: 'Courier',
                awbNo: 'AWB no.',
                detectedTime: 'Detected at',
                owner: 'Owner',
                status: 'Status',
                resolution: 'Resolution (reason)',
            },
            choices: {
                exceptionType: {
                    qty_diff: 'Quantity difference',
                    stuck: 'Stuck in transit',
                    rto: 'Returned to origin (RTO)',
                    lost: 'Lost',
                    damaged: 'Damaged',
                    other: 'Other',
                },
                status: { open: 'Open', processing: 'Processing', resolved: 'Resolved', closed: 'Closed' },
            },
            actions: { process: 'Take up', resolve: 'Resolve', close: 'Close' },
            validation: {
                resolution_required: 'Say how it was resolved before resolving or closing it',
                sku_required: 'A quantity difference names its SKU',
                diff_required: 'A quantity difference is not 0',
                transition: 'This change of status is not allowed',
            },
        },
    },
};
