/** after-sales-orders texts (resources.after-sales-orders), in Chinese. */
export const afterSalesOrdersZh = {
    resources: {
        'after-sales-orders': {
            name: '售后单',
            fields: {
                afterSalesNo: '售后单号',
                orderId: '订单号',
                type: '类型',
                skuId: 'SKU',
                imei: 'IMEI',
                qty: '数量',
                returnAwb: '退货运单号',
                warehouseId: '仓库',
                qcResult: '质检结果',
                status: '状态',
                receivedTime: '收货时间',
            },
            choices: {
                type: { return: '退货', replacement: '换货', doa: '开箱即损' },
                qcResult: { pending: '待检', good: '良品', defective: '不良品' },
                status: { received: '已收货', qc_done: '已质检', closed: '已关闭' },
            },
        },
    },
};
