import type { FieldErrors } from '../kit/types';

/**
 * The after-sales policy's rules (form, mock): a phone dead on arrival is replaced, so the dead-on-arrival period
 * lies within the replacement window; a site that takes returns says for which reasons (at least one).
 */
const T = 'resources.aftersales-settings.validation';
const days = (value: unknown) => (value === null || value === undefined || value === '' ? NaN : Number(value));

export const aftersalesRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const doa = days(record.doaDays);
    const replacement = days(record.replacementWindowDays);
    if (Number.isFinite(doa) && Number.isFinite(replacement) && doa > replacement) errors.doaDays = `${T}.doa_within_replacement`;
    const reasons = Array.isArray(record.returnReasons) ? record.returnReasons : [];
    if (days(record.returnWindowDays) > 0 && reasons.length === 0) errors.returnReasons = `${T}.reasons_needed`;
    return errors;
};
