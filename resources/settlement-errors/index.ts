import type { ResourceModule } from '../kit/types';
import { ERROR_REASONS, ERROR_STATUSES, ERROR_TYPES } from '../settlement-common/model';
import { PROVIDER_KEYS } from '../settlement-common/providers';

/**
 * Reconciliation errors to resolve: an amount that differs (a refund's too), a settlement missing once it was due, a
 * line of an order OMS does not have, a duplicate line, a fee off the provider settings' rate. Amounts are signed as
 * money moves (refunds and fees negative); the difference is the settlement amount less the OMS amount. Read-only:
 * an error moves open → adjusted → closed only through the actions of settlement-common/model.ts, each with a reason
 * and logged with who and when.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'detectedDate', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'errorNo', type: 'text', column: 'default', filter: 'optional', sortable: true },
        { source: 'provider', type: 'enum', choices: PROVIDER_KEYS, column: 'default', filter: 'alwaysOn' },
        { source: 'errorType', type: 'enum', choices: ERROR_TYPES, column: 'default', filter: 'alwaysOn' },
        { source: 'status', type: 'enum', choices: ERROR_STATUSES, column: 'default', filter: 'alwaysOn' },
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'refundNo', type: 'text', column: 'pickable' },
        { source: 'paymentId', type: 'text', column: 'pickable', filter: 'optional' },
        { source: 'internalAmount', type: 'money', column: 'default', sortable: true },
        { source: 'settlementAmount', type: 'money', column: 'default', sortable: true },
        { source: 'diffAmount', type: 'money', column: 'default', sortable: true },
        { source: 'detectedDate', type: 'date', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'adjustAmount', type: 'money', column: 'pickable' },
        { source: 'reason', type: 'enum', choices: ERROR_REASONS, column: 'pickable' },
        { source: 'remark', type: 'text', column: 'pickable', maxLength: 200 },
        { source: 'handler', type: 'text', column: 'pickable' },
        { source: 'handleTime', type: 'datetime', column: 'pickable', sortable: true },
        { source: 'log', type: 'json' },
    ],
};
