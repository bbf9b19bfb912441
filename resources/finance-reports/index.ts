import type { ResourceModule } from '../kit/types';

/**
 * The finance report (/inventory/finance-report): per month, state of supply and SKU, units sold and returned, sales
 * and returns with GST in the site's currency, net, the GST due (invoices less credit notes) and the cost of what
 * stayed sold at the stock ledger's unit cost. Summed by the server from the GST invoices and credit notes of
 * /inventory/invoice-list, so the two screens agree; read-only, exported; below the list, sales, returns and net per
 * month as a chart (views.tsx, monthly.ts).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'month', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'month', type: 'date', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'stateId', type: 'ref', reference: 'states', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'salesQty', type: 'number', column: 'default', sortable: true, min: 0 },
        { source: 'returnQty', type: 'number', column: 'pickable', sortable: true, min: 0 },
        { source: 'salesAmount', type: 'money', column: 'default', sortable: true, min: 0 },
        { source: 'returnAmount', type: 'money', column: 'default', sortable: true, min: 0 },
        { source: 'netAmount', type: 'money', column: 'default', sortable: true },
        { source: 'taxAmount', type: 'money', column: 'default', sortable: true },
        { source: 'cost', type: 'money', column: 'default', sortable: true },
    ],
};
