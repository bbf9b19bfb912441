import type { ResourceModule } from '../kit/types';
import { COURIERS, REMITTANCE_STATUSES } from '../cod-lines/model';

/**
 * COD remittances (/financialReconciliation/codList): a courier's transfer of one date, summed by the server from its
 * imported lines (cod-lines) in minor units: orders, COD collected, remitted, the courier's deductions (collected −
 * remitted), the orders' amount per /orders and the difference (collected − the orders' amount), matched when every
 * line matched its delivered COD order, unmatched when none did. Read-only, exported; its page lists the lines.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'remittanceDate', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'courier', type: 'enum', choices: COURIERS, column: 'default', filter: 'alwaysOn' },
        { source: 'remittanceDate', type: 'date', column: 'default', filter: 'alwaysOn', sortable: true },
        { source: 'utrNo', type: 'text', column: 'default', filter: 'optional', maxLength: 22 },
        { source: 'orderCount', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'codAmount', type: 'money', column: 'default', sortable: true, min: 0 },
        { source: 'remittedAmount', type: 'money', column: 'default', sortable: true, min: 0 },
        { source: 'deductionAmount', type: 'money', column: 'default', sortable: true, min: 0 },
        { source: 'orderAmount', type: 'money', column: 'pickable', sortable: true, min: 0 },
        { source: 'diffAmount', type: 'money', column: 'default', sortable: true },
        { source: 'matchedCount', type: 'number', column: 'pickable', min: 0 },
        { source: 'status', type: 'enum', choices: REMITTANCE_STATUSES, column: 'default', filter: 'alwaysOn' },
        { source: 'createTime', type: 'datetime', column: 'pickable', sortable: true },
    ],
};
