/** order-requests texts (resources.order-requests), in English. */
export const orderRequestsEn = {
    resources: {
        'order-requests': {
            name: 'Interface log |||| Interface logs',
            fields: {
                orderId: 'Order ID',
                interfaceName: 'Interface',
                direction: 'Direction',
                requestTime: 'Requested at',
                result: 'Result',
                costMs: 'Duration (ms)',
                requestBody: 'Request body',
                responseBody: 'Response body',
            },
            choices: {
                interfaceName: {
                    payment_callback: 'Payment callback',
                    refund_gateway: 'Gateway refund',
                    wms_push: 'WMS push',
                    wms_status: 'WMS status',
                    courier_track: 'Courier tracking',
                    invoice_issue: 'Invoice issue',
                },
                direction: {
                    inbound: 'Inbound',
                    outbound: 'Outbound',
                },
                result: {
                    success: 'Success',
                    failed: 'Failed',
                },
            },
        },
    },
};
