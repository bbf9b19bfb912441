import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { PART_CATEGORIES, PRICE_MAX, sparePartRules } from './rules';

/**
 * A spare part's official price on a site: the model it fits, the part (name, category, code), the part's price and
 * the labour charge of fitting it, in the site's currency, online or offline on the website.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'partCode', order: 'ASC' },
    actions: { dialog: { create: true }, export: true, import: true, delete: true, status: ONLINE_OFFLINE },
    fields: [
        { source: 'modelId', type: 'ref', reference: 'service-models', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'partName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60, sortable: true },
        { source: 'partCategory', type: 'enum', choices: PART_CATEGORIES, column: 'default', filter: 'optional', required: true },
        { source: 'partCode', type: 'text', column: 'default', filter: 'optional', required: true, unique: true, maxLength: 20, sortable: true },
        { source: 'partPrice', type: 'money', column: 'default', required: true, min: 0, max: PRICE_MAX, sortable: true },
        { source: 'labourCharge', type: 'money', column: 'default', required: true, min: 0, max: PRICE_MAX },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'optional', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = sparePartRules;
