/** stock-movements texts (resources.stock-movements), in Chinese. */
export const stockMovementsZh = {
    resources: {
        'stock-movements': {
            name: '库存流水',
            fields: {
                movementTime: '时间',
                skuId: 'SKU',
                warehouseId: '仓库',
                movementType: '类型',
                qty: '数量（+ 入，− 出）',
                reference: '单据号',
                operator: '操作人',
            },
            choices: {
                movementType: {
                    inbound: '采购入库',
                    outbound: '订单出库',
                    transfer_out: '调拨出库',
                    transfer_in: '调拨入库',
                    return: '售后退货入库',
                    adjustment: '盘点调整',
                    issue: '申领出库',
                },
            },
        },
    },
};
