import type { ResourceModule } from '../kit/types';
import { PAY_CHANNELS } from '../orders/model';
import { AGE_BUCKETS, EXCEPTION_REASONS, HANDLE_METHODS, HANDLE_STATUSES, MATCH_STATUSES, TXN_TYPES } from './model';

/**
 * The line-level match result of OMS's records (paid orders of /orders, successful refunds of /orders/refund) against
 * the gateways' statement lines (/reconciliation/externalImport), computed by the backend: matched, amount differs,
 * only in OMS, only in the statement. Read-only: an unmatched item is worked through its handling page (model.ts's
 * table), never edited. `unmatchedDays` and `ageBucket` are set while an item is open (unmatched and not handled):
 * `unmatchedDays_gt=7` lists what has been unmatched for more than 7 days.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'txnTime', order: 'DESC' },
    actions: { readOnly: true, export: true },
    tabs: ['match', 'handling'],
    fields: [
        { source: 'itemNo', type: 'text', tab: 'match', column: 'default', sortable: true },
        { source: 'orderId', type: 'text', tab: 'match', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'payChannel', type: 'enum', choices: PAY_CHANNELS, tab: 'match', column: 'default', filter: 'alwaysOn' },
        { source: 'txnType', type: 'enum', choices: TXN_TYPES, tab: 'match', column: 'default', filter: 'optional' },
        { source: 'matchStatus', type: 'enum', choices: MATCH_STATUSES, tab: 'match', column: 'default', filter: 'alwaysOn' },
        { source: 'internalAmount', type: 'money', tab: 'match', column: 'default', sortable: true },
        { source: 'externalAmount', type: 'money', tab: 'match', column: 'default', sortable: true },
        { source: 'diffAmount', type: 'money', tab: 'match', column: 'default', sortable: true },
        { source: 'txnTime', type: 'datetime', tab: 'match', column: 'default', filter: 'optional', sortable: true },
        { source: 'refundNo', type: 'text', tab: 'match', column: 'pickable' },
        { source: 'gatewayTxnId', type: 'text', tab: 'match', column: 'pickable', filter: 'optional' },
        { source: 'settlementDate', type: 'date', tab: 'match', column: 'pickable', sortable: true },
        { source: 'importBatch', type: 'text', tab: 'match', column: 'pickable' },
        { source: 'handleStatus', type: 'enum', choices: HANDLE_STATUSES, tab: 'handling', column: 'default', filter: 'alwaysOn' },
        { source: 'unmatchedDays', type: 'number', tab: 'handling', column: 'default', sortable: true },
        { source: 'ageBucket', type: 'enum', choices: AGE_BUCKETS, tab: 'handling', column: 'pickable', filter: 'optional' },
        { source: 'handleMethod', type: 'enum', choices: HANDLE_METHODS, tab: 'handling', column: 'pickable', filter: 'optional' },
        { source: 'exceptionReason', type: 'enum', choices: EXCEPTION_REASONS, tab: 'handling', column: 'pickable' },
        { source: 'adjustAmount', type: 'money', tab: 'handling', column: 'pickable' },
        { source: 'handler', type: 'text', tab: 'handling', column: 'pickable' },
        { source: 'handleTime', type: 'datetime', tab: 'handling', column: 'pickable' },
        { source: 'log', type: 'json', tab: 'handling' },
    ],
};
