import type { ResourceModule } from '../kit/types';

/**
 * After-sales stock (/inventory/after-sales): the devices customers sent back — a return for a refund, a replacement
 * or dead on arrival (DOA) — each received into a warehouse, quality-checked and closed. One row per return movement
 * of the stock ledger, computed by the server, so the units here are the returns the stock screen and the WMS report
 * count. Read-only; exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'receivedTime', order: 'DESC' },
    perPage: 50,
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'afterSalesNo', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 20, sortable: true },
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 20 },
        { source: 'type', type: 'enum', choices: ['return', 'replacement', 'doa'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'default', filter: 'optional', required: true },
        { source: 'imei', type: 'text', column: 'pickable', filter: 'optional', maxLength: 15 },
        { source: 'qty', type: 'number', column: 'default', min: 1 },
        { source: 'returnAwb', type: 'text', column: 'pickable', maxLength: 20 },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'optional', required: true },
        { source: 'qcResult', type: 'enum', choices: ['pending', 'good', 'defective'], column: 'default', filter: 'optional', required: true },
        { source: 'status', type: 'enum', choices: ['received', 'qc_done', 'closed'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'receivedTime', type: 'datetime', column: 'default', filter: 'optional', sortable: true },
    ],
};
