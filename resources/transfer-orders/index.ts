import type { ResourceModule } from '../kit/types';
import { sellableErrors, transferRules } from './rules';
import { totalsOf } from './lines';
import { TRANSFER_STATUSES } from './transitions';

/**
 * Stock transfers between a market's warehouses (/inventory/transferOrder). The lines are one JSON field (lines.ts),
 * edited as rows on the add page (views.tsx), which shows each line's sellable stock at the source. The server makes
 * the transfer number, starts it as created and moves it on only through its actions (transitions.ts): shipping
 * posts the transfer-out movements to the stock ledger, receiving the transfer-in ones (and a quantity difference
 * for what did not arrive).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'createTime', order: 'DESC' },
    actions: { export: true },
    fields: [
        { source: 'transferOrderNo', type: 'text', column: 'default', filter: 'alwaysOn', formHidden: true, maxLength: 20, sortable: true },
        { source: 'fromWarehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'toWarehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'lines', type: 'json', required: true },
        { source: 'skuCount', type: 'number', formHidden: true, column: 'default', sortable: true },
        { source: 'totalQty', type: 'number', formHidden: true, column: 'default', sortable: true },
        { source: 'receivedQty', type: 'number', formHidden: true, column: 'pickable', sortable: true },
        { source: 'status', type: 'enum', choices: TRANSFER_STATUSES, formHidden: true, column: 'default', filter: 'alwaysOn' },
        { source: 'ewayBillNo', type: 'text', column: 'pickable', maxLength: 12 },
        { source: 'remark', type: 'text', maxLength: 500 },
        { source: 'statusLog', type: 'json', formHidden: true },
        { source: 'shipTime', type: 'datetime', formHidden: true, column: 'pickable', sortable: true },
        { source: 'receiveTime', type: 'datetime', formHidden: true, column: 'pickable', sortable: true },
        { source: 'creator', type: 'text', readOnly: true, column: 'pickable' },
        { source: 'createTime', type: 'datetime', readOnly: true, column: 'default', filter: 'optional', sortable: true },
    ],
};

export const rules = transferRules;
export const derive = totalsOf;

/** On creation (a record the server does not hold yet), no line may ask for more than the source's sellable stock. */
export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) => {
    if (record.id !== undefined && rowsOf('transfer-orders').some(row => String(row.id) === String(record.id))) return {};
    const stocks = rowsOf('stocks').filter(row => String(row.warehouseId) === String(record.fromWarehouseId));
    return sellableErrors(record, skuId => Number(stocks.find(row => String(row.skuId) === skuId)?.availableQty ?? 0));
};
