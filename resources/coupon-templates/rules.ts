import { DISCOUNT_PERCENT_MAX, DISCOUNT_PERCENT_MIN } from '../../base/constants';
import type { FieldErrors } from '../kit/types';

/**
 * A coupon template's rules (spec section 5, "Coupon template"): the one validator the form, the mock's writes
 * and the tests use. Messages are keys of `resources.coupon-templates.validation` (the spec's sentences).
 */
const KEY = 'resources.coupon-templates.validation';

export const TIME_MODES = ['by_day', 'fixed_period'] as const;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const numberOf = (value: unknown): number | undefined => {
    if (isBlank(value) || typeof value === 'boolean') return undefined;
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
};

/** Discount percentage: the share of the price paid, 0 (free) to 1 (full price); 0.5 is half price. */
const percentageErrors = (record: Record<string, unknown>): FieldErrors => {
    const percentage = numberOf(record.discountPercentage);
    if (record.type === 'discount' && isBlank(record.discountPercentage)) return { discountPercentage: `${KEY}.percentage_required` };
    if (percentage !== undefined && (percentage < DISCOUNT_PERCENT_MIN || percentage > DISCOUNT_PERCENT_MAX)) return { discountPercentage: `${KEY}.percentage_range` };
    return {};
};

/** A cash coupon takes a discount value; the limited value (the spend it needs) must exceed it. */
const valueErrors = (record: Record<string, unknown>): FieldErrors => {
    if (record.type === 'cash' && isBlank(record.discountValue)) return { discountValue: `${KEY}.discount_value_required` };
    const discount = numberOf(record.discountValue);
    const limited = numberOf(record.limitedValue);
    if (discount !== undefined && limited !== undefined && limited <= discount) return { limitedValue: `${KEY}.limited_above_discount` };
    return {};
};

/**
 * Time by day (expiry in days after collection) or by a fixed period (validity start and end): one or the other.
 * The fields of the other way must stay empty.
 */
const timeErrors = (record: Record<string, unknown>): FieldErrors => {
    const byDay = record.timeMode === 'by_day';
    const fixed = record.timeMode === 'fixed_period';
    if (!byDay && !fixed) return {};
    const either = `${KEY}.time_either`;
    if (byDay) {
        if (!isBlank(record.validityStart)) return { validityStart: either };
        if (!isBlank(record.validityEnd)) return { validityEnd: either };
        const days = numberOf(record.expiryDays);
        if (days === undefined) return { expiryDays: `${KEY}.expiry_days_required` };
        if (!Number.isInteger(days) || days < 1) return { expiryDays: `${KEY}.expiry_days_whole` };
        return {};
    }
    if (!isBlank(record.expiryDays)) return { expiryDays: either };
    if (isBlank(record.validityStart)) return { validityStart: `${KEY}.validity_required` };
    if (isBlank(record.validityEnd)) return { validityEnd: `${KEY}.validity_required` };
    if (!(Date.parse(String(record.validityEnd)) > Date.parse(String(record.validityStart)))) return { validityEnd: `${KEY}.validity_order` };
    return {};
};

/** An R-code template names its SPU by an R code. */
const rCodeErrors = (record: Record<string, unknown>): FieldErrors =>
    record.rType === 'r_code' && isBlank(record.rCode) ? { rCode: 'ra.validation.required' } : {};

export const couponTemplateRules = (record: Record<string, unknown>): FieldErrors => ({
    ...rCodeErrors(record),
    ...timeErrors(record),
    ...valueErrors(record),
    ...percentageErrors(record),
});

/** The SPUs an R code names: an SPU's model code, whatever the letter case. */
export const spusOfRCode = (rCode: unknown, spus: readonly Record<string, unknown>[]) => {
    const code = String(rCode ?? '').trim().toUpperCase();
    return spus.filter(spu => String(spu.modelCode ?? '').trim().toUpperCase() === code);
};

/**
 * An R code must match exactly one SPU of the site (none or several is refused). The backend holds the SPUs, so
 * the mock runs it on every write and the form shows its answer at the field.
 */
export const couponTemplateServerRules = (
    record: Record<string, unknown>,
    rowsOf: (collection: string) => readonly Record<string, unknown>[],
): FieldErrors => {
    if (record.rType !== 'r_code' || isBlank(record.rCode)) return {};
    return spusOfRCode(record.rCode, rowsOf('spu')).length === 1 ? {} : { rCode: `${KEY}.r_code_one_spu` };
};

/** A super coupon that combines with other coupons: saving it asks for confirmation first. */
export const isCombinableSuperCoupon = (record: Record<string, unknown>): boolean => record.couponType === 'super' && record.combinable === true;

/** Codes generated for a template in one go: a whole number, 1 to 1000 (the dialog and the mock check it). */
export const GENERATE_LIMIT = 1000;
export const generateCountError = (count: unknown): string | undefined => {
    const number = numberOf(count);
    return number !== undefined && Number.isInteger(number) && number >= 1 && number <= GENERATE_LIMIT ? undefined : `${KEY}.generate_count`;
};

/** The call that generates a template's codes (mock-server/handlers/custom/prize.ts answers it). */
export const generateCodesPath = (templateId: string | number) => `/prize/coupon-templates/${String(templateId)}/codes`;
