import type { ResourceModule } from '../kit/types';
import { PAY_CHANNELS } from '../orders/model';

/**
 * Paid orders stuck after payment (/orders/recoveryFailedOrders): the payment
 * callback, the order's creation, the stock lock, the WMS push or the invoice failed. Read-only but for the row
 * actions of its status table: recover (retry) or mark refunded, each only from `failed`.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'lastRetryTime', order: 'DESC' },
    actions: {
        readOnly: true,
        export: true,
        status: {
            field: 'status',
            transitions: [
                { from: ['failed'], to: 'recovered', labelKey: 'resources.failed-orders.actions.recover' },
                { from: ['failed'], to: 'refunded', labelKey: 'resources.failed-orders.actions.mark_refunded' },
            ],
        },
    },
    fields: [
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 32, sortable: true },
        { source: 'paymentId', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 40 },
        { source: 'payChannel', type: 'enum', choices: PAY_CHANNELS, column: 'default', filter: 'optional', required: true },
        { source: 'amount', type: 'money', column: 'default', required: true, min: 1, sortable: true },
        {
            source: 'failStage',
            type: 'enum',
            choices: ['payment_callback', 'order_create', 'stock_lock', 'wms_push', 'invoice'],
            column: 'default',
            filter: 'alwaysOn',
            required: true,
        },
        { source: 'errorMessage', type: 'text', column: 'default', maxLength: 500 },
        { source: 'retryCount', type: 'number', column: 'default', required: true, min: 0, max: 5, sortable: true },
        { source: 'lastRetryTime', type: 'datetime', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'status', type: 'enum', choices: ['failed', 'recovered', 'refunded'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};
