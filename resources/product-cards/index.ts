import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { CARD_TYPES, productCardRules, productCardServerRules } from './rules';

/**
 * A product card of the website's listing pages, per site: its category, title, picture, selling points, tag and
 * order; a dynamic card's SPU, default SKU, colour swatches, buy button and badge, or a static card's price text and
 * link. Put online or offline from the list (not deleted: a card taken off the site is kept offline); exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: { export: true, status: ONLINE_OFFLINE },
    fields: [
        { source: 'sort', type: 'number', column: 'default', required: true, min: 1, max: 999, sortable: true },
        { source: 'cardTitle', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60, sortable: true },
        { source: 'cardType', type: 'enum', choices: CARD_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'categoryId', type: 'ref', reference: 'categories', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'default', filter: 'optional' },
        { source: 'defaultSkuId', type: 'ref', reference: 'skus', column: 'pickable' },
        { source: 'cardImage', type: 'image', column: 'default' },
        { source: 'sellingPoints', type: 'text', column: 'pickable', maxLength: 120 },
        { source: 'tag', type: 'text', column: 'default', maxLength: 12 },
        { source: 'colourSkuIds', type: 'ref', reference: 'skus', many: true },
        { source: 'showBuyButton', type: 'bool' },
        { source: 'badge', type: 'image' },
        { source: 'priceText', type: 'text', column: 'pickable', maxLength: 30 },
        { source: 'linkUrl', type: 'text', link: true, maxLength: 300 },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'optional', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = productCardRules;
export const serverRules = productCardServerRules;
