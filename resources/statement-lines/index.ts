import type { ResourceModule } from '../kit/types';
import { PAY_CHANNELS } from '../orders/model';
import { TXN_TYPES } from '../recon-items/model';
import { netAmountOf, statementLineRules } from './rules';

/**
 * The lines of the payment gateways' statements and settlement files (/reconciliation/externalImport): one per
 * payment or refund the gateway settled, with its fee, the tax on the fee and the net paid out. They come in by
 * import only (all the workbook's rows or none; a gateway transaction id is imported once), and the match result
 * (/reconciliation/externalResultQuery) is computed from them against /orders and /orders/refund.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'txnTime', order: 'DESC' },
    actions: { readOnly: true, import: true, export: true },
    fields: [
        { source: 'gatewayTxnId', type: 'text', column: 'default', filter: 'optional', required: true, unique: true, maxLength: 40 },
        { source: 'payChannel', type: 'enum', choices: PAY_CHANNELS.filter(channel => channel !== 'cod'), column: 'default', filter: 'alwaysOn', required: true },
        { source: 'merchantId', type: 'text', column: 'pickable', required: true, maxLength: 32 },
        { source: 'txnType', type: 'enum', choices: TXN_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 32, sortable: true },
        { source: 'refundNo', type: 'text', column: 'pickable', maxLength: 32 },
        { source: 'txnTime', type: 'datetime', column: 'default', required: true, sortable: true },
        { source: 'statementDate', type: 'date', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'grossAmount', type: 'money', column: 'default', required: true, min: 0.01, max: 100_000_000, sortable: true },
        { source: 'feeAmount', type: 'money', column: 'default', min: 0, max: 100_000_000 },
        { source: 'taxOnFee', type: 'money', column: 'pickable', min: 0, max: 100_000_000 },
        { source: 'netAmount', type: 'money', column: 'default', formHidden: true },
        { source: 'utrNo', type: 'text', column: 'pickable', filter: 'optional', maxLength: 32 },
        { source: 'importBatch', type: 'text', column: 'pickable', filter: 'optional', maxLength: 40 },
    ],
};

export const rules = statementLineRules;
export const derive: ResourceModule['derive'] = record => ({ netAmount: netAmountOf(record) });
