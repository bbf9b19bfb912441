import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';

/**
 * Warehouses, listed at /inventory/warehouse. Each market has its own, so per site. The
 * catalogue has no record page for them (no /inventory/warehouse/:id): the list is the whole screen, rows open
 * nothing and references to a warehouse elsewhere are plain text, never a link to a missing path. Enable and
 * disable are row actions. `gstin` is the company GSTIN the warehouse invoices under (its registration is a row of gstin-settings); `state` is
 * the Indian state (empty outside India).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'warehouseCode', order: 'ASC' },
    actions: {
        dialog: { create: true },
        export: true,
        status: ENABLE_DISABLE,
    },
    fields: [
        { source: 'warehouseCode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 20, sortable: true },
        { source: 'warehouseName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 80, sortable: true },
        { source: 'type', type: 'enum', choices: ['own', '3pl', 'virtual', 'return'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'wmsSystem', type: 'text', column: 'pickable', maxLength: 40 },
        { source: 'stateId', type: 'ref', reference: 'states', column: 'default', filter: 'optional' },
        { source: 'city', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 60, sortable: true },
        { source: 'address', type: 'text', maxLength: 200 },
        { source: 'pincode', type: 'text', column: 'pickable', required: true, maxLength: 10 },
        { source: 'gstin', type: 'text', column: 'pickable', unique: true, maxLength: 15 },
        { source: 'contact', type: 'text', maxLength: 40 },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};
