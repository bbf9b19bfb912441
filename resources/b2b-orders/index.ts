import type { ResourceModule } from '../kit/types';
import { creditErrors } from './credit';
import { totalsOf } from './lines';
import { SUPPLY_TYPES, supplyErrors } from './supply';
import { b2bOrderRules } from './rules';
import { B2B_ORDER_STATUSES, B2B_ORDER_TRANSITIONS, transitionErrors } from './transitions';

/**
 * Bulk (B2B) orders (/b2b/orders, detail /b2b/orderDetail/{id}): a B2B customer's order shipped from a warehouse,
 * its lines (SKU, quantity, unit price before GST, GST slab), the payments received against one of the receiving
 * accounts (UTR, amount, date), and computed by the server on every write (`derive`): quantity, taxable value, GST,
 * total, paid, still due and the payment status; GST split as CGST + SGST or IGST by the supply type (supply.ts), and
 * an order past the customer's credit limit refused at the customer (credit.ts). The order status moves only by the one table of transitions.ts
 * (row actions, each confirmed; the server refuses other changes). Indian: seeded for the site in.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'createTime', order: 'DESC' },
    actions: { export: true, status: B2B_ORDER_TRANSITIONS },
    tabs: ['main', 'lines', 'payments'],
    fields: [
        { source: 'b2bOrderNo', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 11, sortable: true },
        { source: 'customerId', type: 'ref', reference: 'b2b-customers', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'pickable', filter: 'optional', required: true },
        { source: 'receivingAccountId', type: 'ref', reference: 'receiving-accounts', column: 'pickable', required: true },
        { source: 'supplyType', type: 'enum', choices: SUPPLY_TYPES, formHidden: true, required: true, column: 'pickable', filter: 'optional' },
        { source: 'orderStatus', type: 'enum', choices: B2B_ORDER_STATUSES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'paymentStatus', type: 'enum', choices: ['unpaid', 'partially_paid', 'paid'], formHidden: true, column: 'default', filter: 'alwaysOn' },
        { source: 'lines', type: 'json', tab: 'lines', required: true },
        { source: 'payments', type: 'json', tab: 'payments' },
        { source: 'lineCount', type: 'number', formHidden: true, column: 'pickable', sortable: true },
        { source: 'totalQty', type: 'number', formHidden: true, column: 'default', sortable: true },
        { source: 'taxableValue', type: 'money', formHidden: true, column: 'pickable', sortable: true },
        { source: 'cgst', type: 'money', formHidden: true, column: 'pickable', sortable: true },
        { source: 'sgst', type: 'money', formHidden: true, column: 'pickable', sortable: true },
        { source: 'igst', type: 'money', formHidden: true, column: 'pickable', sortable: true },
        { source: 'gstAmount', type: 'money', formHidden: true, column: 'pickable', sortable: true },
        { source: 'totalAmount', type: 'money', formHidden: true, column: 'default', sortable: true },
        { source: 'paidAmount', type: 'money', formHidden: true, column: 'pickable', sortable: true },
        { source: 'dueAmount', type: 'money', formHidden: true, column: 'default', sortable: true },
        { source: 'remark', type: 'text', maxLength: 500 },
        { source: 'createTime', type: 'datetime', readOnly: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = b2bOrderRules;
export const derive = totalsOf;
export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) => {
    const stored = record.id === undefined ? undefined : rowsOf('b2b-orders').find(row => String(row.id) === String(record.id));
    return {
        ...creditErrors(record, stored, rowsOf('b2b-customers'), rowsOf('b2b-orders')),
        ...supplyErrors(record, rowsOf('warehouses'), rowsOf('b2b-customers')),
        ...transitionErrors(stored, record),
    };
};
