import type { ResourceModule } from '../kit/types';
import { PAY_CHANNELS } from '../orders/model';
import { TXN_TYPES } from '../recon-items/model';

/**
 * The reconciliation summary (/reconciliation/summaryReport): per day of the transaction, gateway and type, what OMS
 * holds (the paid orders of /orders, the refunds of /orders/refund), what the statements say, what matched, what did
 * not, and the difference (statements less OMS). Computed by the backend from the match result, so each row's figures
 * are the sums of its items (/reconciliation/externalResultQuery) to the unit. Read-only, exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'period', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'period', type: 'date', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'payChannel', type: 'enum', choices: PAY_CHANNELS, column: 'default', filter: 'alwaysOn' },
        { source: 'txnType', type: 'enum', choices: TXN_TYPES, column: 'default', filter: 'alwaysOn' },
        { source: 'internalCount', type: 'number', column: 'default', sortable: true },
        { source: 'internalAmount', type: 'money', column: 'default', sortable: true },
        { source: 'externalCount', type: 'number', column: 'default', sortable: true },
        { source: 'externalAmount', type: 'money', column: 'default', sortable: true },
        { source: 'matchedCount', type: 'number', column: 'pickable', sortable: true },
        { source: 'matchedAmount', type: 'money', column: 'default', sortable: true },
        { source: 'unmatchedCount', type: 'number', column: 'default', sortable: true },
        { source: 'diffAmount', type: 'money', column: 'default', sortable: true },
        { source: 'matchRate', type: 'percent', column: 'default', sortable: true },
    ],
};
