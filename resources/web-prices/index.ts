import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { webPriceRules } from './rules';

/**
 * The price the website shows for each SKU of a site (one row a SKU): MRP, selling price, an optional promotion
 * price for a period and a short price tag ("Lowest ever"), online or offline. Edited in a dialog on the list,
 * imported and exported in bulk through the task centre.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'updateTime', order: 'DESC' },
    actions: { dialog: { create: true }, import: true, export: true, status: ONLINE_OFFLINE },
    fields: [
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'default', filter: 'alwaysOn', required: true, unique: true },
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'mrp', type: 'money', column: 'default', required: true, min: 1, max: 10_000_000, sortable: true },
        { source: 'sellingPrice', type: 'money', column: 'default', required: true, min: 1, max: 10_000_000, sortable: true },
        { source: 'promoPrice', type: 'money', column: 'default', min: 1, max: 10_000_000, sortable: true },
        { source: 'promoStart', type: 'datetime', column: 'pickable' },
        { source: 'promoEnd', type: 'datetime', column: 'pickable' },
        { source: 'priceTag', type: 'text', column: 'default', maxLength: 20 },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'optional', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = webPriceRules;
