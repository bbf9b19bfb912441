import type { FieldErrors } from '../kit/types';
import { allRules, isNumber, validityRule } from '../activity-common/rules';

/**
 * R-Pass stock: passes are issued out of the allocated stock and redeemed out of the issued ones,
 * so neither count may exceed the one it comes from; the sale opens while the passes are valid.
 */
const quantityRule = (record: Record<string, unknown>): FieldErrors => {
    const { rPassQty, issuedQty, redeemedQty } = record;
    if (isNumber(rPassQty) && isNumber(issuedQty) && Number(issuedQty) > Number(rPassQty)) {
        return { issuedQty: 'resources.r-pass-stocks.validation.issued_over_stock' };
    }
    if (isNumber(issuedQty) && isNumber(redeemedQty) && Number(redeemedQty) > Number(issuedQty)) {
        return { redeemedQty: 'resources.r-pass-stocks.validation.redeemed_over_issued' };
    }
    return {};
};

export const rPassStockRules = allRules(quantityRule, validityRule);
