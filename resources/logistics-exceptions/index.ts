import type { ResourceModule } from '../kit/types';
import { exceptionRules } from './rules';
import { EXCEPTION_STATUSES, EXCEPTION_TRANSITIONS, transitionErrors } from './transitions';

/**
 * Logistics exceptions (/diff/exceptionManagement): parcels stuck, returned to origin, lost or damaged, and quantity
 * differences (a transfer received short, an inbound or outbound count that differs from the expected one), each to
 * resolve with its reason. A transfer received short opens one per short line by itself. Status moves by the table
 * of transitions.ts, as row actions (each confirmed); the record opens in a dialog to write the resolution.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'detectedTime', order: 'DESC' },
    actions: { dialog: { create: true }, export: true, status: EXCEPTION_TRANSITIONS },
    fields: [
        { source: 'exceptionNo', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 24, sortable: true },
        { source: 'exceptionType', type: 'enum', choices: ['qty_diff', 'stuck', 'rto', 'lost', 'damaged', 'other'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'reference', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 40 },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'pickable' },
        { source: 'diffQty', type: 'number', column: 'default', min: -100_000, max: 100_000, sortable: true },
        { source: 'courier', type: 'text', column: 'pickable', filter: 'optional', maxLength: 40 },
        { source: 'awbNo', type: 'text', column: 'pickable', maxLength: 30 },
        { source: 'detectedTime', type: 'datetime', column: 'default', filter: 'optional', required: true, sortable: true },
        { source: 'owner', type: 'text', column: 'default', maxLength: 60 },
        { source: 'status', type: 'enum', choices: EXCEPTION_STATUSES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'resolution', type: 'text', column: 'pickable', maxLength: 500 },
    ],
};

export const rules = exceptionRules;

export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) =>
    transitionErrors(
        record.id === undefined ? undefined : rowsOf('logistics-exceptions').find(row => String(row.id) === String(record.id)),
        record,
    );
