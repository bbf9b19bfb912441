import type { ResourceModule } from '../kit/types';
import { BILL_STATUSES } from '../settlement-common/model';
import { PROVIDER_KEYS } from '../settlement-common/providers';

/**
 * Each provider's bill against the books, per month of settlement: the bill's payout (its lines' net) against the accounting amount (OMS's amounts less the charges at the provider settings' rates, plus the errors' adjustments). Their difference is the sum of the errors' differences less what was adjusted: matched when nothing is left. Computed by the server from the match; read-only, exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'period', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'period', type: 'date', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'provider', type: 'enum', choices: PROVIDER_KEYS, column: 'default', filter: 'alwaysOn' },
        { source: 'lineCount', type: 'number', column: 'default', sortable: true },
        { source: 'billAmount', type: 'money', column: 'default', sortable: true },
        { source: 'accountingAmount', type: 'money', column: 'default', sortable: true },
        { source: 'diffAmount', type: 'money', column: 'default', sortable: true },
        { source: 'openErrorCount', type: 'number', column: 'default', sortable: true },
        { source: 'status', type: 'enum', choices: BILL_STATUSES, column: 'default', filter: 'alwaysOn' },
    ],
};
