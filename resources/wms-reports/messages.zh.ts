/** wms-reports texts (resources.wms-reports), in Chinese. */
export const wmsReportsZh = {
    resources: {
        'wms-reports': {
            name: 'WMS 日报',
            fields: {
                date: '日期',
                warehouseId: '仓库',
                inboundQty: '入库',
                outboundQty: '出库',
                returnQty: '退货',
                diffQty: '盘点差异',
                closingStock: '期末库存',
            },
        },
    },
};
