/** wms-orders texts (resources.wms-orders), in Chinese. */
export const wmsOrdersZh = {
    resources: {
        'wms-orders': {
            name: 'WMS 出库单',
            fields: {
                wmsOrderNo: 'WMS 单号',
                orderId: '订单号',
                warehouseId: '仓库',
                wmsStatus: 'WMS 状态',
                pushTime: '推送时间',
                totalQty: '数量',
                courier: '快递公司',
                awbNo: '运单号',
                errorMessage: 'WMS 错误',
                lines: '商品行',
            },
            choices: {
                wmsStatus: {
                    pushed: '已推送',
                    accepted: '已接单',
                    picked: '已拣货',
                    packed: '已打包',
                    shipped: '已发货',
                    cancelled: '已取消',
                    failed: '推送失败',
                },
            },
            actions: {
                repush: '重新推送',
                cancel: '在 WMS 中取消',
                confirm_repush: '将 WMS 出库单 %{no} 重新推送到仓库？',
                confirm_cancel: '取消 WMS 出库单 %{no}？仓库将不再拣货。',
                done: 'WMS 出库单 %{no} 当前状态：%{status}',
                not_allowed: '此状态的 WMS 出库单不允许此操作',
            },
            detail: {
                lines: '商品行',
                timeline: '状态时间线',
                sku: 'SKU',
                qty: '数量',
                imei: 'IMEI',
                none: '无',
            },
        },
    },
};
