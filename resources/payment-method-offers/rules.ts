import type { FieldErrors } from '../kit/types';
import { allRules, isNumber, validityRule } from '../activity-common/rules';

/**
 * A payment-method discount is a flat amount or a percentage: the chosen one is given, and a flat
 * amount stays below the minimum order it applies from (or the order would be free).
 */
const discountRule = (record: Record<string, unknown>): FieldErrors => {
    const key = (name: string) => `resources.payment-method-offers.validation.${name}`;
    if (record.discountType === 'percent' && !isNumber(record.discountPercent)) return { discountPercent: key('percent_required') };
    if (record.discountType !== 'flat') return {};
    if (!isNumber(record.discountAmount)) return { discountAmount: key('amount_required') };
    if (isNumber(record.minOrderAmount) && Number(record.discountAmount) >= Number(record.minOrderAmount)) {
        return { discountAmount: key('amount_over_minimum') };
    }
    return {};
};

export const paymentMethodOfferRules = allRules(validityRule, discountRule);
