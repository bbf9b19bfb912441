import type { ResourceModule } from '../kit/types';
import { PAY_CHANNELS, PAY_METHODS } from '../orders/model';
import { RECON_STATUSES } from '../settlement-common/model';
import { PROVIDER_KEYS } from '../settlement-common/providers';

/**
 * Order-level reconciliation across the providers: each order's payment and refunds in OMS against what its provider settled, with the fees, the tax on them and the net, and the outcome (matched, unmatched, adjusted once its errors are worked). Computed by the server from the match; read-only, exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'settlementDate', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'provider', type: 'enum', choices: PROVIDER_KEYS, column: 'default', filter: 'alwaysOn' },
        { source: 'payChannel', type: 'enum', choices: PAY_CHANNELS, column: 'default', filter: 'optional' },
        { source: 'payMethod', type: 'enum', choices: PAY_METHODS, column: 'default' },
        { source: 'orderAmount', type: 'money', column: 'default', sortable: true },
        { source: 'paidAmount', type: 'money', column: 'default', sortable: true },
        { source: 'refundAmount', type: 'money', column: 'default', sortable: true },
        { source: 'settledAmount', type: 'money', column: 'default', sortable: true },
        { source: 'feeAmount', type: 'money', column: 'default' },
        { source: 'taxOnFee', type: 'money', column: 'pickable' },
        { source: 'netAmount', type: 'money', column: 'default', sortable: true },
        { source: 'settlementDate', type: 'date', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'reconStatus', type: 'enum', choices: RECON_STATUSES, column: 'default', filter: 'alwaysOn' },
    ],
};
