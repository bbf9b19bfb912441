import type { ResourceModule } from '../kit/types';

/**
 * The daily WMS report (/inventory/wms-report): per warehouse and day on which goods moved, units in (receipts and
 * transfers arriving), out (shipped orders and transfers leaving), returned by customers, the stock counts' net
 * correction (the difference) and the closing stock of the warehouse: the previous day's closing + in − out + returns
 * + difference. Computed by the server from the stock ledger, so a warehouse's latest closing stock is the sum of its
 * on-hand stock on the stock screen.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'date', order: 'DESC' },
    perPage: 50,
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'date', type: 'date', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'inboundQty', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'outboundQty', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'returnQty', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'diffQty', type: 'number', column: 'default', sortable: true },
        { source: 'closingStock', type: 'number', column: 'default', sortable: true, min: 0 },
    ],
};
