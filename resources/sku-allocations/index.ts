import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { allocationServerRules } from './rules';

/**
 * SKU allocations (/inventory/SKU-Inventory): sellable stock a SKU sets aside for a sales channel, or for an
 * activity on it (a flash sale, pre-orders, R-Pass). Checked by the server against the one stock ledger: a SKU's
 * enabled allocations together never exceed its available stock over all warehouses (the stock screen's figure);
 * one allocation per SKU, channel and activity. Edited in a dialog on the list, enabled or disabled as a row action.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'allocatedQty', order: 'DESC' },
    actions: { dialog: { create: true }, export: true, status: ENABLE_DISABLE },
    fields: [
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'channel', type: 'enum', choices: ['all', 'web', 'app', 'mini_program'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'activityType', type: 'enum', choices: ['none', 'seckill', 'pre_order', 'r_pass'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'allocatedQty', type: 'number', column: 'default', required: true, min: 1, max: 100_000, sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) => allocationServerRules(record, rowsOf('sku-allocations'), rowsOf('stocks'));
