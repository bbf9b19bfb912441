import type { ResourceModule } from '../kit/types';

/**
 * Inventory turnover (/inventory/turnOver): per month, SKU and warehouse, the opening and closing stock, the units
 * sold (orders shipped), the average stock ((opening + closing) / 2) and the days of cover it gives (average stock
 * over the month's daily sales; empty when nothing sold). Computed by the server from the stock ledger, so its
 * closing stock is the ledger's and, for the last month, the stock screen's on-hand.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'month', order: 'DESC' },
    perPage: 50,
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'month', type: 'date', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'openingQty', type: 'number', column: 'default', sortable: true },
        { source: 'closingQty', type: 'number', column: 'default', sortable: true },
        { source: 'salesQty', type: 'number', column: 'default', sortable: true },
        { source: 'avgStock', type: 'number', column: 'default', sortable: true },
        { source: 'turnoverDays', type: 'number', column: 'default', sortable: true },
    ],
};
