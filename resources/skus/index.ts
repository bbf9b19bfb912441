import type { ResourceModule } from '../kit/types';
import { skuRules } from './rules';

/**
 * SKU: a sellable variant of an SPU (colour × RAM+ROM), the unit of price and stock: screens.md E9, [043] list and
 * [044] record (its logistics and tax extras on a second tab). Per market: prices are in the site's currency.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'skuId', order: 'ASC' },
    seedCount: 60,
    actions: { export: true, import: true },
    tabs: ['main', 'logistics'],
    fields: [
        { source: 'skuId', type: 'text', sample: 'code', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 32, sortable: true },
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'colour', type: 'text', sample: 'colour', column: 'pickable', required: true, maxLength: 40 },
        { source: 'memory', type: 'text', sample: 'memory', column: 'pickable', maxLength: 20 },
        // After the SPU, colour and memory: the generated name is made of them.
        { source: 'skuName', type: 'text', sample: 'skuNameOfSpu', column: 'default', filter: 'alwaysOn', required: true, maxLength: 160, sortable: true },
        { source: 'gtinCode', type: 'text', sample: 'gtin', column: 'default', filter: 'optional', required: true, unique: true, maxLength: 14 },
        { source: 'materialId', type: 'ref', reference: 'materials', sample: 'finishedGoodsMaterial', column: 'pickable', filter: 'optional' },
        { source: 'mrp', type: 'money', column: 'default', required: true, min: 0, sortable: true },
        { source: 'sellingPrice', type: 'money', sample: 'sellingPrice', column: 'default', required: true, min: 0, sortable: true },
        { source: 'imeiManaged', type: 'bool', column: 'pickable' },
        { source: 'gift', type: 'bool', sample: 'rareFlag', column: 'pickable' },
        { source: 'status', type: 'enum', choices: ['on_shelf', 'off_shelf'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'images', type: 'image', many: true, tab: 'logistics' },
        { source: 'weight', type: 'number', sample: 'weightGrams', min: 1, max: 50_000, tab: 'logistics', column: 'pickable' },
        { source: 'dimensions', type: 'text', sample: 'dimensions', maxLength: 60, tab: 'logistics' },
        { source: 'hsnCode', type: 'text', sample: 'phoneHsn', maxLength: 8, tab: 'logistics', column: 'pickable' },
        { source: 'gstRate', type: 'percent', sample: 'gstRate', min: 0, max: 0.28, tab: 'logistics', column: 'pickable' },
        { source: 'maxQtyPerOrder', type: 'number', min: 1, max: 10, tab: 'logistics' },
        { source: 'warehouses', type: 'ref', reference: 'warehouses', many: true, tab: 'logistics' },
    ],
};

export const rules = skuRules;
