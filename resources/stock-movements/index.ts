import type { ResourceModule } from '../kit/types';
import { MOVEMENT_TYPES } from './movementTypes';

/**
 * The stock ledger (/inventory/tool): every movement of a SKU in or out of a warehouse, signed (in positive, out
 * negative). Stock per SKU and warehouse is the sum of its movements, and every stock screen (stock levels, the
 * financial statements, turnover) is computed from these rows by the server. Movements come only from the documents
 * that move goods (inbound receipts, shipped orders, transfers, after-sales returns, adjustments): the list is
 * read-only and the server refuses a plain write.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'movementTime', order: 'DESC' },
    perPage: 50,
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'movementTime', type: 'datetime', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'movementType', type: 'enum', choices: MOVEMENT_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'qty', type: 'number', column: 'default', required: true, min: -100_000, max: 100_000, sortable: true },
        { source: 'reference', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 40, sortable: true },
        { source: 'operator', type: 'text', column: 'pickable', maxLength: 60 },
    ],
};
