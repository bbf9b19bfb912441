import type { ResourceModule } from '../kit/types';

/**
 * Trade-in (exchange) orders (/inventory/exchange): the old device each trade-in order took back (brand, model,
 * IMEI with its check digit), its quote, the partner inspection's deduction and the final value, in the site's
 * currency, and how far collection has gone. Computed by the server from the orders of type trade-in; read-only,
 * exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'orderTime', order: 'DESC' },
    perPage: 50,
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 20 },
        { source: 'oldBrand', type: 'text', column: 'default', filter: 'optional', maxLength: 40, sortable: true },
        { source: 'oldModel', type: 'text', column: 'default', maxLength: 60 },
        { source: 'oldImei', type: 'text', column: 'pickable', filter: 'optional', maxLength: 15 },
        { source: 'quotedValue', type: 'money', column: 'default', sortable: true, min: 0 },
        { source: 'deduction', type: 'money', column: 'pickable', sortable: true, min: 0 },
        { source: 'finalValue', type: 'money', column: 'default', sortable: true, min: 0 },
        { source: 'partner', type: 'text', column: 'default', filter: 'alwaysOn', maxLength: 40 },
        { source: 'pickupStatus', type: 'enum', choices: ['pending', 'picked', 'failed'], column: 'default', filter: 'optional', required: true },
        { source: 'status', type: 'enum', choices: ['created', 'verified', 'completed', 'cancelled'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'orderTime', type: 'datetime', column: 'default', filter: 'optional', sortable: true },
    ],
};
