import type { ResourceModule } from '../kit/types';
import { PAY_CHANNELS } from '../orders/model';

/**
 * The external summary (/reconciliation/externalSummary): per gateway and statement date, the imported lines'
 * count, payments' gross, refunds, fees, tax on fees and the net paid out — the sums of the lines of
 * /reconciliation/externalImport to the unit. Computed by the backend; read-only, exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'statementDate', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'statementDate', type: 'date', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'payChannel', type: 'enum', choices: PAY_CHANNELS, column: 'default', filter: 'alwaysOn' },
        { source: 'merchantId', type: 'text', column: 'pickable', filter: 'optional' },
        { source: 'txnCount', type: 'number', column: 'default', sortable: true },
        { source: 'grossAmount', type: 'money', column: 'default', sortable: true },
        { source: 'refundAmount', type: 'money', column: 'default', sortable: true },
        { source: 'feeAmount', type: 'money', column: 'default', sortable: true },
        { source: 'taxOnFee', type: 'money', column: 'default', sortable: true },
        { source: 'netAmount', type: 'money', column: 'default', sortable: true },
        { source: 'importBatch', type: 'text', column: 'pickable' },
    ],
};
