import type { ResourceModule } from '../kit/types';

/**
 * Logistics timeliness (/diff/timeliness): per month, warehouse, courier and delivery state, the shipped orders, the
 * average hours from payment to packing and to the courier (the stock ledger's outbound movement), the average days
 * to delivery, the orders that missed a service level (sla.ts) and the share on time. Computed by the server from
 * the orders; read-only, exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'month', order: 'DESC' },
    perPage: 50,
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'month', type: 'date', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'courier', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 40, sortable: true },
        { source: 'state', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 60, sortable: true },
        { source: 'orderCount', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'avgPackHours', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'avgShipHours', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'avgDeliveryDays', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'slaBreachCount', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'onTimeRate', type: 'percent', column: 'default', sortable: true, min: 0, max: 1 },
    ],
};
