import type { ResourceModule } from '../kit/types';
import { PAY_CHANNELS } from '../orders/model';
import { AGE_BUCKETS, TXN_TYPES, WARNING_LEVELS } from '../recon-items/model';

/**
 * The ageing warning report (/reconciliation/agingWarningReport): the open unmatched items (unmatched and not handled)
 * by gateway, type and age bucket — every bucket, empty ones too — with their count, the amount at stake (their
 * differences, unsigned), the oldest transaction's day and the bucket's warning level (model.ts). A row opens the match
 * result filtered to its items. Computed by the backend from the match result; read-only, exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'itemCount', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'payChannel', type: 'enum', choices: PAY_CHANNELS, column: 'default', filter: 'alwaysOn' },
        { source: 'txnType', type: 'enum', choices: TXN_TYPES, column: 'default', filter: 'alwaysOn' },
        { source: 'ageBucket', type: 'enum', choices: AGE_BUCKETS, column: 'default', filter: 'optional' },
        { source: 'itemCount', type: 'number', column: 'default', sortable: true },
        { source: 'amount', type: 'money', column: 'default', sortable: true },
        { source: 'oldestTxnDate', type: 'date', column: 'default', sortable: true },
        { source: 'warningLevel', type: 'enum', choices: WARNING_LEVELS, column: 'default', filter: 'optional' },
    ],
};
