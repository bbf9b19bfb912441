import type { ResourceModule } from '../kit/types';
import { COURIERS, LINE_STATUSES } from './model';
import { codFileRules, codLineRules, codLineServerRules } from './rules';

/**
 * COD remittance lines (/financialReconciliation/codImport): what a courier's file says it remitted, a line per
 * delivered parcel (courier, remittance date, UTR; AWB number, order number, delivered date, COD collected, remitted).
 * They come in by import only, through the kit's files module and the task centre: every row checked by rules.ts,
 * all written or none (each bad row named in the error file). The server matches each line against the delivered
 * COD orders of /orders (order's amount, difference, status: model.ts) and sums the remittances of /codList from them.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'remittanceDate', order: 'DESC' },
    actions: { readOnly: true, import: true, export: true },
    fields: [
        { source: 'courier', type: 'enum', choices: COURIERS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'remittanceDate', type: 'date', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'utrNo', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 22 },
        { source: 'awbNo', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 12 },
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 12 },
        { source: 'deliveredDate', type: 'date', column: 'default', required: true, sortable: true },
        { source: 'codAmount', type: 'money', column: 'default', required: true, min: 0.01, max: 10_000_000, sortable: true },
        { source: 'remittedAmount', type: 'money', column: 'default', required: true, min: 0, max: 10_000_000, sortable: true },
        { source: 'orderAmount', type: 'money', readOnly: true, column: 'pickable' },
        { source: 'diffAmount', type: 'money', readOnly: true, column: 'default', sortable: true },
        { source: 'matchStatus', type: 'enum', choices: LINE_STATUSES, readOnly: true, column: 'default', filter: 'alwaysOn' },
        { source: 'remittanceId', type: 'ref', reference: 'cod-remittances', readOnly: true, column: 'pickable' },
        { source: 'creator', type: 'text', readOnly: true, column: 'pickable', maxLength: 60 },
        { source: 'createTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = codLineRules;
export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) => codLineServerRules(record, rowsOf('cod-lines'));
export const fileRules: ResourceModule['fileRules'] = (records, rowNumbers) => codFileRules(records, rowNumbers);
