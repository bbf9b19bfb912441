import type { ResourceModule } from '../kit/types';
import { skuRules } from './rules';

/**
 * SKU: a sellable variant of an SPU (colour × RAM+ROM), the unit of price and stock, with
 * its logistics and tax extras on a second tab of its record. Per market: prices are in the site's currency.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'skuId', order: 'ASC' },
    actions: { export: true, import: true },
    tabs: ['main', 'logistics'],
    fields: [
        { source: 'skuId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 32, sortable: true },
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'colour', type: 'text', column: 'pickable', required: true, maxLength: 40 },
        { source: 'memory', type: 'text', column: 'pickable', maxLength: 20 },
        // After the SPU, colour and memory: the generated name is made of them.
        { source: 'skuName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 160, sortable: true },
        { source: 'gtinCode', type: 'text', column: 'default', filter: 'optional', required: true, unique: true, maxLength: 14 },
        { source: 'materialId', type: 'ref', reference: 'materials', column: 'pickable', filter: 'optional' },
        { source: 'mrp', type: 'money', column: 'default', required: true, min: 0, sortable: true },
        { source: 'sellingPrice', type: 'money', column: 'default', required: true, min: 0, sortable: true },
        { source: 'imeiManaged', type: 'bool', column: 'pickable' },
        { source: 'gift', type: 'bool', column: 'pickable' },
        { source: 'status', type: 'enum', choices: ['on_shelf', 'off_shelf'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'images', type: 'image', many: true, tab: 'logistics' },
        { source: 'weight', type: 'number', min: 1, max: 50_000, tab: 'logistics', column: 'pickable' },
        { source: 'dimensions', type: 'text', maxLength: 60, tab: 'logistics' },
        { source: 'hsnCode', type: 'text', maxLength: 8, tab: 'logistics', column: 'pickable' },
        { source: 'gstRate', type: 'percent', min: 0, max: 0.28, tab: 'logistics', column: 'pickable' },
        { source: 'maxQtyPerOrder', type: 'number', min: 1, max: 10, tab: 'logistics' },
        { source: 'warehouses', type: 'ref', reference: 'warehouses', many: true, tab: 'logistics' },
    ],
};

export const rules = skuRules;
