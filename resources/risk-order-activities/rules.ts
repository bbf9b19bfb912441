import { activityStatusOf, activityTimeErrors } from '../kit/activityStatus';
import { EMI_INTEREST_DECIMALS, EMI_INTEREST_MAX } from '../../base/constants';
import type { FieldErrors } from '../kit/types';

/**
 * Risk-order monitoring's rules (spec section 5, "Risk order monitoring"), one module for the form, the mock and
 * the tests. Names and times required and the name's 250 characters are the description's own checks.
 */
const RULE = 'resources.risk-order-activities.validation';

/** The numbers that must be positive, each named in its message ('{name} needs to be a positive number'). */
export const POSITIVE_FIELDS = ['sellingPrice', 'discounts', 'lowestPrice', 'emiPlanInterest'] as const;

export const RISK_ORDER_MESSAGES = {
    positive: (field: (typeof POSITIVE_FIELDS)[number]) => `${RULE}.positive.${field}`,
    interestDecimals: `${RULE}.interest_decimals`,
    interestMax: `${RULE}.interest_max`,
    skuAdded: `${RULE}.sku_added`,
    skuOverlap: `${RULE}.sku_overlap`,
} as const;

/** EMI plan interest: at most 100 (per cent), with at most 2 decimals (spec section 9). */
const TWO_DECIMALS = new RegExp(`^\\d+(\\.\\d{1,${EMI_INTEREST_DECIMALS}})?$`);

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const skuIdsOf = (record: Record<string, unknown>): string[] => (Array.isArray(record.skuIds) ? record.skuIds.map(String) : []);

/** The record's own rules: positive numbers, the interest's bounds, no SKU twice, and the end after the start. */
export const riskOrderRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = { ...activityTimeErrors(record) };
    for (const field of POSITIVE_FIELDS) {
        const value = record[field];
        if (isBlank(value)) continue; // required: the description says so
        if (!(Number(value) > 0)) errors[field] = RISK_ORDER_MESSAGES.positive(field);
    }
    const interest = record.emiPlanInterest;
    if (!errors.emiPlanInterest && !isBlank(interest)) {
        if (Number(interest) > EMI_INTEREST_MAX) errors.emiPlanInterest = RISK_ORDER_MESSAGES.interestMax;
        else if (!TWO_DECIMALS.test(String(Number(interest)))) errors.emiPlanInterest = RISK_ORDER_MESSAGES.interestDecimals;
    }
    const skus = skuIdsOf(record);
    if (new Set(skus).size !== skus.length) errors.skuIds = RISK_ORDER_MESSAGES.skuAdded;
    return errors;
};

/** The SKUs of a list that are among those already added, in the list's order (the batch add reports them). */
export const alreadyAdded = (added: readonly unknown[], adding: readonly unknown[]): string[] => {
    const present = new Set(added.map(String));
    return adding.map(String).filter(sku => present.has(sku));
};

const timeOf = (value: unknown) => Date.parse(String(value ?? ''));

/**
 * Only one activity per SKU at the same time: another activity of the site that has not ended, whose time range
 * overlaps this one's and shares a SKU, refuses the write. The mock runs it with the site's other activities.
 */
export const skuOverlapErrors = (record: Record<string, unknown>, others: readonly Record<string, unknown>[]): FieldErrors => {
    const skus = new Set(skuIdsOf(record));
    const start = timeOf(record.startTime);
    const end = timeOf(record.endTime);
    if (skus.size === 0 || !Number.isFinite(start) || !Number.isFinite(end)) return {};
    const clash = others.some(
        other =>
            String(other.id) !== String(record.id) &&
            activityStatusOf(other) !== 'ended' &&
            timeOf(other.startTime) < end &&
            start < timeOf(other.endTime) &&
            skuIdsOf(other).some(sku => skus.has(sku)),
    );
    return clash ? { skuIds: RISK_ORDER_MESSAGES.skuOverlap } : {};
};
