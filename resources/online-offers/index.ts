import type { ResourceModule } from '../kit/types';
import { onlineStatusField, validityFields } from '../activity-common/fields';
import { ONLINE_OFFLINE } from '../activity-common/statusActions';
import { onlineOfferRules } from './rules';

/**
 * Offers listed on product and checkout pages: bank offers, exchange, coupon
 * and EMI offers with the SKUs they apply to, their order and their terms; online and offline by a row action.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: { export: true, status: ONLINE_OFFLINE },
    fields: [
        {
            source: 'title',
            type: 'text',
            column: 'default',
            filter: 'alwaysOn',
            required: true,
            maxLength: 120,
            sortable: true,
        },
        { source: 'description', type: 'text', maxLength: 500 },
        { source: 'offerType', type: 'enum', choices: ['bank_offer', 'exchange', 'coupon', 'emi', 'other'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'skuScope', type: 'ref', reference: 'skus', many: true, column: 'pickable' },
        ...validityFields,
        { source: 'sort', type: 'number', min: 0, max: 999, column: 'default', required: true, sortable: true },
        { source: 'termsLink', type: 'text', link: true, maxLength: 300 },
        onlineStatusField,
    ],
};

export const rules = onlineOfferRules;
