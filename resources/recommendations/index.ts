import type { ResourceModule } from '../kit/types';
import { onlineStatusField, validityFields } from '../activity-common/fields';
import { validityRule } from '../activity-common/rules';
import { ONLINE_OFFLINE } from '../activity-common/statusActions';

/**
 * Recommended products: which SPU (and default SKU) shows where — search page, cart, product
 * detail, order success — in which order and when; online and offline by a row action. Per market; edited in a
 * dialog on the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: { dialog: { create: true }, export: true, status: ONLINE_OFFLINE },
    fields: [
        {
            source: 'title',
            type: 'text',
            column: 'default',
            filter: 'alwaysOn',
            required: true,
            maxLength: 60,
            sortable: true,
        },
        { source: 'position', type: 'enum', choices: ['search_page', 'cart', 'product_detail', 'order_success'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'default', filter: 'optional', required: true },
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'pickable' },
        { source: 'sort', type: 'number', min: 0, max: 999, column: 'default', required: true, sortable: true },
        ...validityFields,
        onlineStatusField,
    ],
};

export const rules = validityRule;
