import type { ResourceModule } from '../kit/types';
import { PAY_CHANNELS } from '../orders/model';
import { REFUND_STATUSES, REFUND_TRANSITIONS, refundRules } from './rules';

/**
 * Refunds of /orders/refund, per market. The list is the kit's; its view adds the
 * refund action (a dialog: the order looked up, then the amount, checked by `refundRules` here and by the mock).
 * The server keeps the number, status, times and operator (formHidden) and the order's paid and refunded amounts
 * (readOnly: shown in the form from the lookup, always recomputed by the server). Row actions: the status table.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'applyTime', order: 'DESC' },
    actions: { readOnly: true, export: true, status: { field: 'status', transitions: REFUND_TRANSITIONS } },
    fields: [
        { source: 'refundNo', type: 'text', formHidden: true, column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 32, sortable: true },
        {
            source: 'refundType',
            type: 'enum',
            choices: ['cancel_before_ship', 'return', 'replacement_diff', 'price_protection', 'insurance', 'other'],
            column: 'default',
            filter: 'alwaysOn',
            required: true,
        },
        { source: 'paidAmount', type: 'money', readOnly: true, column: 'pickable' },
        { source: 'refundedAmount', type: 'money', readOnly: true, column: 'pickable' },
        { source: 'refundAmount', type: 'money', column: 'default', required: true, sortable: true },
        { source: 'remark', type: 'text', column: 'pickable', maxLength: 200 },
        { source: 'payChannel', type: 'enum', choices: PAY_CHANNELS, formHidden: true, column: 'default', filter: 'optional' },
        { source: 'status', type: 'enum', choices: REFUND_STATUSES, formHidden: true, column: 'default', filter: 'alwaysOn' },
        { source: 'applyTime', type: 'datetime', formHidden: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'successTime', type: 'datetime', formHidden: true, column: 'pickable' },
        { source: 'operator', type: 'text', formHidden: true, column: 'default' },
    ],
};

export const rules = refundRules;
