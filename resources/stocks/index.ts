import type { ResourceModule } from '../kit/types';

/**
 * Stock levels (/inventory/stock): one row per SKU and warehouse, computed by the server from the stock ledger
 * (stock-movements), never stored on its own: on hand is the sum of the movements; locked is what transfers created
 * but not yet shipped hold at their source; available (sellable) is on hand less locked; in transit is what shipped
 * transfers bring and has not arrived. Below safety: available under the safety stock.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'availableQty', order: 'ASC' },
    perPage: 50,
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'onHandQty', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'lockedQty', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'availableQty', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'inTransitQty', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'safetyStock', type: 'number', column: 'pickable', sortable: true, min: 0 },
        { source: 'belowSafety', type: 'bool', column: 'default', filter: 'alwaysOn' },
        { source: 'lastMovementTime', type: 'datetime', column: 'pickable', sortable: true },
    ],
};
