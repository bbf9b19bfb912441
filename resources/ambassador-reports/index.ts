import type { ResourceModule } from '../kit/types';

/**
 * One row per ambassador and month, summed by the server from the referral records: orders, GMV, the cancelled
 * orders' amount, net GMV (GMV less cancelled) and the commission of the orders not cancelled. Read-only, exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'period', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'ambassadorId', type: 'ref', reference: 'ambassadors', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'period', type: 'text', column: 'default', filter: 'alwaysOn', required: true, sortable: true, maxLength: 7 },
        { source: 'orders', type: 'number', column: 'default', sortable: true },
        { source: 'gmv', type: 'money', column: 'default', sortable: true },
        { source: 'refundedAmount', type: 'money', column: 'default' },
        { source: 'netGmv', type: 'money', column: 'default', sortable: true },
        { source: 'commission', type: 'money', column: 'default', sortable: true },
    ],
};
