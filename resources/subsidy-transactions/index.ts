import type { ResourceModule } from '../kit/types';
import { SUBSIDY_CATEGORIES, yuan } from '../subsidy-common/model';
import { CN_PAY_CHANNELS, TXN_STATUSES } from './model';
import { transactionRules, transactionServerRules } from './rules';

/**
 * The subsidy taken off each order: its order and the buyer's qualification (used once), the province, the order's
 * amount, the subsidy the province's rule gives (its rate, at most the cap; computed by the server in fen), what the
 * buyer paid, and what the province has paid the brand back. A store records a deduction made outside checkout here
 * (dialog); refunded or reversed by row actions (model.ts's table). Exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'txnTime', order: 'DESC' },
    actions: {
        export: true,
        dialog: { create: true },
        status: {
            field: 'status',
            transitions: [
                { from: ['deducted'], to: 'refunded', labelKey: 'resources.subsidy-transactions.actions.refund' },
                { from: ['deducted'], to: 'reversed', labelKey: 'resources.subsidy-transactions.actions.reverse' },
            ],
        },
    },
    fields: [
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 15, sortable: true },
        { source: 'qualificationCode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 17 },
        { source: 'provinceId', type: 'ref', reference: 'subsidy-provinces', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'category', type: 'enum', choices: SUBSIDY_CATEGORIES, column: 'pickable', filter: 'optional', required: true },
        yuan('orderAmount', { column: 'default', required: true, min: 0.01, max: 100_000, sortable: true }),
        yuan('subsidyAmount', { column: 'default', formHidden: true, sortable: true }),
        yuan('userPaidAmount', { column: 'default', formHidden: true }),
        yuan('receivedAmount', { column: 'pickable', formHidden: true }),
        { source: 'payChannel', type: 'enum', choices: CN_PAY_CHANNELS, column: 'default', filter: 'optional', required: true },
        { source: 'txnTime', type: 'datetime', column: 'default', filter: 'optional', required: true, sortable: true },
        { source: 'status', type: 'enum', choices: TXN_STATUSES, column: 'default', filter: 'alwaysOn', formHidden: true },
    ],
};

export const rules = transactionRules;
export const serverRules = transactionServerRules;
