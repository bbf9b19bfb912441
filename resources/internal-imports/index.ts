import type { ResourceModule } from '../kit/types';
import { PAY_CHANNELS } from '../orders/model';
import { internalImportRules, internalImportServerRules } from './rules';

/**
 * The loads of OMS's own records into the reconciliation (/reconciliation/internalImport): a channel's paid orders
 * and successful refunds of a period, counted and summed by the server from /orders and /orders/refund at the
 * moment of the load (the totals the match result and the summary report reconcile against the gateway's
 * statements). A load is made from the list's dialog and never changed: a period loaded by mistake is not the
 * data's fault, and its figures are what the reconciliation was checked against.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'importTime', order: 'DESC' },
    actions: { dialog: { create: true, createOnly: true }, export: true },
    fields: [
        { source: 'batchNo', type: 'text', readOnly: true, column: 'default', filter: 'optional', maxLength: 40 },
        { source: 'payChannel', type: 'enum', choices: PAY_CHANNELS.filter(channel => channel !== 'cod'), column: 'default', filter: 'alwaysOn', required: true },
        { source: 'periodFrom', type: 'date', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'periodTo', type: 'date', column: 'default', required: true, sortable: true },
        { source: 'paymentCount', type: 'number', readOnly: true, column: 'default' },
        { source: 'paymentAmount', type: 'money', readOnly: true, column: 'default', sortable: true },
        { source: 'refundCount', type: 'number', readOnly: true, column: 'pickable' },
        { source: 'refundAmount', type: 'money', readOnly: true, column: 'default' },
        { source: 'netAmount', type: 'money', readOnly: true, column: 'default', sortable: true },
        { source: 'operator', type: 'text', readOnly: true, column: 'pickable', filter: 'optional', maxLength: 64 },
        { source: 'importTime', type: 'datetime', readOnly: true, column: 'default', sortable: true },
    ],
};

export const rules: ResourceModule['rules'] = record => internalImportRules(record);
export const serverRules: ResourceModule['serverRules'] = internalImportServerRules;
