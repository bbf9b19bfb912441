/** order-requests texts (resources.order-requests), in Chinese. */
export const orderRequestsZh = {
    resources: {
        'order-requests': {
            name: '接口日志',
            fields: {
                orderId: '订单号',
                interfaceName: '接口',
                direction: '方向',
                requestTime: '请求时间',
                result: '结果',
                costMs: '耗时（毫秒）',
                requestBody: '请求报文',
                responseBody: '响应报文',
            },
            choices: {
                interfaceName: {
                    payment_callback: '支付回调',
                    refund_gateway: '网关退款',
                    wms_push: '推送 WMS',
                    wms_status: 'WMS 状态',
                    courier_track: '物流轨迹',
                    invoice_issue: '开具发票',
                },
                direction: {
                    inbound: '入站',
                    outbound: '出站',
                },
                result: {
                    success: '成功',
                    failed: '失败',
                },
            },
        },
    },
};
