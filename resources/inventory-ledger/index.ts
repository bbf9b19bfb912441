import type { ResourceModule } from '../kit/types';

/**
 * The inventory ledger (/inventory/financialStatements): per month, SKU and warehouse, the opening balance, what came
 * in and went out, and the closing balance, in quantity and at the SKU's unit cost. Computed by the server from the
 * stock ledger (stock-movements): a month's closing is the next month's opening, and the last month's closing is the
 * stock on hand of the stock screen. Read-only, exported for finance.
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
        { source: 'inQty', type: 'number', column: 'default', sortable: true },
        { source: 'outQty', type: 'number', column: 'default', sortable: true },
        { source: 'closingQty', type: 'number', column: 'default', sortable: true },
        { source: 'unitCost', type: 'money', column: 'pickable', min: 0 },
        { source: 'openingValue', type: 'money', column: 'pickable', sortable: true },
        { source: 'inValue', type: 'money', column: 'pickable', sortable: true },
        { source: 'outValue', type: 'money', column: 'pickable', sortable: true },
        { source: 'closingValue', type: 'money', column: 'default', sortable: true },
    ],
};
