import type { ResourceModule } from '../kit/types';

/**
 * The orders whose subsidy claim still lacks a material its province's form requires (e-invoice, IMEI photo, proof
 * of delivery, photos), computed by the server from the claims not yet approved: the deadline is the basic
 * settings' days after submission, overdue past it; the reminders sent so far. Read-only, exported; a reminder is
 * sent from its row (model.ts's rule).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'deadline', order: 'ASC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'provinceId', type: 'ref', reference: 'subsidy-provinces', column: 'default', filter: 'alwaysOn' },
        { source: 'userId', type: 'text', column: 'default', filter: 'optional' },
        { source: 'missingItems', type: 'enum', choices: ['invoice', 'imei', 'sign_proof', 'photos'], many: true, column: 'default' },
        { source: 'deadline', type: 'datetime', column: 'default', sortable: true },
        { source: 'reminderCount', type: 'number', column: 'default', sortable: true },
        { source: 'lastReminderTime', type: 'datetime', column: 'default', sortable: true },
        { source: 'status', type: 'enum', choices: ['pending', 'completed', 'overdue'], column: 'default', filter: 'alwaysOn' },
    ],
};
