/** wms-reports texts (resources.wms-reports), in English. */
export const wmsReportsEn = {
    resources: {
        'wms-reports': {
            name: 'WMS day |||| Daily WMS report',
            fields: {
                date: 'Date',
                warehouseId: 'Warehouse',
                inboundQty: 'Inbound',
                outboundQty: 'Outbound',
                returnQty: 'Returns',
                diffQty: 'Count difference',
                closingStock: 'Closing stock',
            },
        },
    },
};
