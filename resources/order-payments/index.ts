import { PAY_CHANNELS, PAY_METHODS } from '../orders/model';
import type { ResourceModule } from '../kit/types';

/**
 * Payment details per order (/inventory/order-payment): every paid order's channel and method, the gateway's payment
 * ID, what was paid and refunded in the site's currency, and whether the gateway has settled it (its statement line,
 * as /reconciliation reads them). Computed by the server from the orders, refunds and statement lines; read-only,
 * exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'paidTime', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 20 },
        { source: 'payChannel', type: 'enum', choices: PAY_CHANNELS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'payMethod', type: 'enum', choices: PAY_METHODS, column: 'default', filter: 'optional', required: true },
        { source: 'paymentId', type: 'text', column: 'default', filter: 'optional', maxLength: 40 },
        { source: 'paidAmount', type: 'money', column: 'default', sortable: true, min: 0 },
        { source: 'paidTime', type: 'datetime', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'refundAmount', type: 'money', column: 'default', sortable: true, min: 0 },
        { source: 'settlementStatus', type: 'enum', choices: ['unsettled', 'settled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};
