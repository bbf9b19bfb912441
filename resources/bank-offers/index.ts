import type { ResourceModule } from '../kit/types';
import { BANKS, bankOfferRules, EMI_TENURES, OFFER_STATUSES, overlapErrors } from './rules';
import { ENABLE_DISABLE } from '../kit/statusActions';

/**
 * Bank offers (/bankOffer/index, `add/:id`): an instant discount for paying with a bank's cards, in full or in EMI —
 * a percentage with a cap or a flat amount — above a minimum order value, for a time window and some SKUs. The rules
 * (rules.ts) refuse two enabled offers of one bank on the same SKU and tenure at the same time. Enabled or disabled
 * by a row action; imported in bulk (all rows or none) and exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    actions: {
        import: true,
        export: true,
        status: ENABLE_DISABLE,
    },
    fields: [
        { source: 'offerName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 100, sortable: true },
        { source: 'bank', type: 'enum', choices: BANKS, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'cardTypes', type: 'enum', choices: ['credit', 'debit'], many: true, column: 'default', required: true },
        { source: 'paymentMode', type: 'enum', choices: ['full_payment', 'emi'], column: 'default', filter: 'optional', required: true },
        { source: 'emiTenures', type: 'enum', choices: EMI_TENURES, many: true, column: 'pickable' },
        { source: 'discountType', type: 'enum', choices: ['percent', 'flat'], column: 'default', required: true },
        { source: 'discountValue', type: 'number', column: 'default', required: true, min: 0.01, max: 1_000_000 },
        { source: 'maxDiscount', type: 'money', column: 'pickable', min: 0, max: 1_000_000 },
        { source: 'minOrderValue', type: 'money', column: 'default', required: true, min: 0, max: 10_000_000, sortable: true },
        { source: 'startTime', type: 'datetime', column: 'default', filter: 'optional', required: true, sortable: true },
        { source: 'endTime', type: 'datetime', column: 'default', required: true, sortable: true },
        { source: 'skuIds', type: 'ref', reference: 'skus', many: true, column: 'pickable', filter: 'optional', required: true },
        { source: 'status', type: 'enum', choices: OFFER_STATUSES, column: 'default', filter: 'alwaysOn', required: true },
    ],
};

export const rules = bankOfferRules;
export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) => overlapErrors(record, rowsOf('bank-offers'));
