import type { ResourceModule } from '../kit/types';

/**
 * The interface log of an order (/orders/request-search; the spec names the screen only, this is what it holds here): each call
 * between OMS and the payment gateways, the WMS, the couriers and the invoicing service about an order, with its
 * bodies, result and duration. Read-only; customer service searches it by order ID, interface and time.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'requestTime', order: 'DESC' },
    actions: { readOnly: true },
    fields: [
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 32, sortable: true },
        {
            source: 'interfaceName',
            type: 'enum',
            choices: ['payment_callback', 'refund_gateway', 'wms_push', 'wms_status', 'courier_track', 'invoice_issue'],
            column: 'default',
            filter: 'alwaysOn',
            required: true,
        },
        { source: 'direction', type: 'enum', choices: ['inbound', 'outbound'], column: 'default', filter: 'optional', required: true },
        { source: 'requestTime', type: 'datetime', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'result', type: 'enum', choices: ['success', 'failed'], column: 'default', filter: 'optional', required: true },
        { source: 'costMs', type: 'number', column: 'default', min: 5, max: 3000, sortable: true },
        { source: 'requestBody', type: 'json', column: 'pickable' },
        { source: 'responseBody', type: 'json', column: 'pickable' },
    ],
};
