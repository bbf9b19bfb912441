/** The texts inbound and outbound orders share across their two interfaces (WMS and V2), in both languages. */
export const inboundEn = {
    fields: {
        inboundNo: 'Inbound no.',
        poNo: 'PO no.',
        warehouseId: 'Warehouse',
        skuCount: 'SKUs',
        expectedQty: 'Expected qty',
        receivedQty: 'Received qty',
        diffQty: 'Difference',
        hasDifference: 'Has a difference',
        expectedDate: 'Expected date',
        receivedTime: 'Received at',
        status: 'Status',
    },
    choices: { status: { created: 'Created', in_transit: 'In transit', receiving: 'Receiving', received: 'Received', closed: 'Closed' } },
};

export const inboundZh = {
    fields: {
        inboundNo: '入库单号',
        poNo: '采购单号',
        warehouseId: '仓库',
        skuCount: 'SKU 数',
        expectedQty: '预期数量',
        receivedQty: '实收数量',
        diffQty: '差异',
        hasDifference: '有差异',
        expectedDate: '预计到货日期',
        receivedTime: '收货时间',
        status: '状态',
    },
    choices: { status: { created: '已创建', in_transit: '在途', receiving: '收货中', received: '已收货', closed: '已关闭' } },
};

export const outboundEn = {
    fields: {
        outboundNo: 'Outbound no.',
        orderId: 'Order ID',
        warehouseId: 'Warehouse',
        courier: 'Courier',
        awbNo: 'AWB no.',
        qty: 'Quantity',
        shippedQty: 'Shipped qty',
        diffQty: 'Difference',
        hasDifference: 'Has a difference',
        shipTime: 'Shipped at',
        status: 'Status',
    },
    choices: { status: { created: 'Created', picked: 'Picked', packed: 'Packed', shipped: 'Shipped', delivered: 'Delivered', cancelled: 'Cancelled' } },
};

export const outboundZh = {
    fields: {
        outboundNo: '出库单号',
        orderId: '订单号',
        warehouseId: '仓库',
        courier: '快递公司',
        awbNo: '运单号',
        qty: '数量',
        shippedQty: '实发数量',
        diffQty: '差异',
        hasDifference: '有差异',
        shipTime: '发货时间',
        status: '状态',
    },
    choices: { status: { created: '已创建', picked: '已拣货', packed: '已打包', shipped: '已发货', delivered: '已签收', cancelled: '已取消' } },
};
