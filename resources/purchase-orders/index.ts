import type { ResourceModule } from '../kit/types';
import { purchaseOrderRules } from './rules';
import { totalsOf } from './lines';

/**
 * Purchase orders bringing stock from a factory into a market's warehouse.
 * Per market. The lines are one JSON field here (lines.ts describes a line); the record page overrides the kit's
 * edit view only to edit them as rows (views.tsx). Line count, quantity and amount are computed from the lines
 * (`derive`): the server recomputes them on every write. Submit, approve, cancel and close are row actions.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'createTime', order: 'DESC' },
    actions: {
        export: true,
        status: {
            field: 'status',
            transitions: [
                { from: ['draft'], to: 'submitted', labelKey: 'resources.purchase-orders.actions.submit' },
                { from: ['submitted'], to: 'approved', labelKey: 'resources.purchase-orders.actions.approve' },
                { from: ['draft', 'submitted', 'approved'], to: 'cancelled', labelKey: 'resources.purchase-orders.actions.cancel' },
                { from: ['partially_received', 'received'], to: 'closed', labelKey: 'resources.purchase-orders.actions.close' },
            ],
        },
    },
    tabs: ['main', 'lines'],
    fields: [
        { source: 'poNo', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 32, sortable: true },
        { source: 'supplier', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 120, sortable: true },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true },
        {
            source: 'status',
            type: 'enum',
            choices: ['draft', 'submitted', 'approved', 'partially_received', 'received', 'closed', 'cancelled'],
            column: 'default',
            filter: 'alwaysOn',
            required: true,
        },
        { source: 'expectedArrivalDate', type: 'date', column: 'default', filter: 'optional', required: true, sortable: true },
        // After the status: generated receipts and the arrival date follow it.
        { source: 'lines', type: 'json', tab: 'lines', required: true },
        { source: 'lineCount', type: 'number', formHidden: true, column: 'pickable', sortable: true },
        { source: 'totalQty', type: 'number', formHidden: true, column: 'default', sortable: true },
        { source: 'totalAmount', type: 'money', formHidden: true, column: 'default', sortable: true },
        { source: 'remark', type: 'text', maxLength: 500, tab: 'lines' },
        { source: 'attachment', type: 'file', tab: 'lines' },
        { source: 'creator', type: 'text', readOnly: true, column: 'pickable' },
        { source: 'createTime', type: 'datetime', readOnly: true, column: 'pickable', filter: 'optional', sortable: true },
        { source: 'lastEditor', type: 'text', readOnly: true, column: 'pickable' },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = purchaseOrderRules;
export const derive = totalsOf;
