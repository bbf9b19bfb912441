import type { FieldErrors } from '../kit/types';

const numberOf = (value: unknown): number | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
};

/** A band of device prices ends above where it starts, and the plan costs less than the cheapest phone of its band. */
export const carePlanItemRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const from = numberOf(record.devicePriceFrom);
    const to = numberOf(record.devicePriceTo);
    const price = numberOf(record.planPrice);
    if (from !== undefined && to !== undefined && to <= from) errors.devicePriceTo = 'resources.care-plan-items.validation.band_order';
    if (price !== undefined && from !== undefined && from > 0 && price >= from) errors.planPrice = 'resources.care-plan-items.validation.price_below_device';
    return errors;
};

/** Two items of one plan and model never price the same phone: their bands do not overlap. */
export const carePlanItemServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const from = numberOf(record.devicePriceFrom);
    const to = numberOf(record.devicePriceTo);
    if (from === undefined || to === undefined || to <= from) return {};
    const overlapping = rowsOf('care-plan-items').find(
        row =>
            row.id !== record.id &&
            String(row.planId) === String(record.planId) &&
            String(row.modelId ?? '') === String(record.modelId ?? '') &&
            Number(row.devicePriceFrom) <= to &&
            from <= Number(row.devicePriceTo),
    );
    return overlapping
        ? { devicePriceFrom: { message: 'resources.care-plan-items.validation.band_overlap', args: { from: Number(overlapping.devicePriceFrom), to: Number(overlapping.devicePriceTo) } } }
        : {};
};
