import type { ResourceModule } from '../kit/types';
import { onlineStatusField, validityFields } from '../activity-common/fields';
import { ONLINE_OFFLINE } from '../activity-common/statusActions';
import { onlineOfferRules } from './rules';

/**
 * Offers listed on product and checkout pages (screens.md [248] list, [249] record): bank offers, exchange, coupon
 * and EMI offers with the SKUs they apply to, their order and their terms; online and offline by a row action.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    seedCount: 30,
    actions: { export: true, status: ONLINE_OFFLINE },
    fields: [
        {
            source: 'title',
            type: 'text',
            examples: ['10% instant discount on HDFC credit cards', 'Up to ₹5,000 off on exchange', 'No-cost EMI up to 9 months', 'Extra ₹500 off with coupon', 'Flat ₹1,000 cashback on UPI', '6 months free screen protection'],
            column: 'default',
            filter: 'alwaysOn',
            required: true,
            maxLength: 120,
            sortable: true,
        },
        { source: 'description', type: 'text', sample: 'sentence', maxLength: 500 },
        { source: 'offerType', type: 'enum', choices: ['bank_offer', 'exchange', 'coupon', 'emi', 'other'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'skuScope', type: 'ref', reference: 'skus', many: true, column: 'pickable' },
        ...validityFields,
        { source: 'sort', type: 'number', sample: 'sequence', min: 0, max: 999, column: 'default', required: true, sortable: true },
        { source: 'termsLink', type: 'text', sample: 'url', link: true, maxLength: 300 },
        onlineStatusField,
    ],
};

export const rules = onlineOfferRules;
