import type { ResourceModule } from '../kit/types';
import { WMS_STATUSES } from './states';

/**
 * WMS outbound orders (/inventory/wmsOrder, detail /inventory/wmsOrderDetail/{id}): each paid order approved by
 * review as pushed to its warehouse's WMS, its WMS state (states.ts: one table from the order's status), courier and
 * AWB once shipped, the WMS's refusal text when it failed. The detail adds the lines (SKU, quantity, IMEI) and the
 * state timeline. Computed by the server from the orders; read-only (every field shown, none edited), exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'pushTime', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'wmsOrderNo', type: 'text', column: 'default', filter: 'alwaysOn', required: true, readOnly: true, maxLength: 20, sortable: true },
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, readOnly: true, maxLength: 20 },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true, readOnly: true },
        { source: 'wmsStatus', type: 'enum', choices: WMS_STATUSES, column: 'default', filter: 'alwaysOn', required: true, readOnly: true },
        { source: 'pushTime', type: 'datetime', column: 'default', filter: 'optional', sortable: true },
        { source: 'totalQty', type: 'number', column: 'pickable', sortable: true, min: 1 },
        { source: 'courier', type: 'text', column: 'default', filter: 'optional', maxLength: 40 },
        { source: 'awbNo', type: 'text', column: 'default', filter: 'optional', maxLength: 20 },
        { source: 'errorMessage', type: 'text', column: 'pickable', maxLength: 200 },
        { source: 'lines', type: 'json', formHidden: true },
    ],
};
