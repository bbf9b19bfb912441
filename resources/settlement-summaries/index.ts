import type { ResourceModule } from '../kit/types';
import { PROVIDER_KEYS } from '../settlement-common/providers';

/**
 * The reconciliation summary per provider and day of the transaction: the orders and refunds of OMS against what the providers settled, their fees and the tax on them, the items matched, unmatched and adjusted, and the difference (settled less OMS). Computed by the server from the match, so a row is the sum of its lines and of /orders' orders to the unit; read-only, exported, with a chart per provider.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'period', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'period', type: 'date', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'provider', type: 'enum', choices: PROVIDER_KEYS, column: 'default', filter: 'alwaysOn' },
        { source: 'orderCount', type: 'number', column: 'default', sortable: true },
        { source: 'orderAmount', type: 'money', column: 'default', sortable: true },
        { source: 'refundAmount', type: 'money', column: 'pickable', sortable: true },
        { source: 'settledAmount', type: 'money', column: 'default', sortable: true },
        { source: 'feeAmount', type: 'money', column: 'default', sortable: true },
        { source: 'taxOnFee', type: 'money', column: 'default' },
        { source: 'netAmount', type: 'money', column: 'pickable' },
        { source: 'matchedCount', type: 'number', column: 'default', sortable: true },
        { source: 'unmatchedCount', type: 'number', column: 'default', sortable: true },
        { source: 'adjustedCount', type: 'number', column: 'default', sortable: true },
        { source: 'diffAmount', type: 'money', column: 'default', sortable: true },
    ],
};
