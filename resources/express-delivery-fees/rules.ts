import type { FieldErrors } from '../kit/types';

/**
 * An express delivery fee's rules (form, mock): a fee the buyer pays is above nothing; a fee the brand pays costs
 * the buyer nothing, so it has no free-from amount. On the server: one enabled fee per province and
 * courier.
 */
const T = 'resources.express-delivery-fees.validation';
const blank = (value: unknown) => value === undefined || value === null || value === '';

export const expressFeeRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (record.payer === 'user' && !blank(record.feeAmount) && Number(record.feeAmount) <= 0) errors.feeAmount = `${T}.user_fee`;
    if (record.payer === 'brand' && !blank(record.freeAbove)) errors.freeAbove = `${T}.brand_free`;
    return errors;
};

export const expressFeeServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    if (record.status !== 'enabled') return {};
    const courier = String(record.courier ?? '').trim().toLowerCase();
    const same = rowsOf('express-delivery-fees').some(
        row =>
            String(row.id) !== String(record.id) &&
            row.status === 'enabled' &&
            String(row.provinceId) === String(record.provinceId) &&
            String(row.courier ?? '').trim().toLowerCase() === courier,
    );
    return same ? { courier: `${T}.one_enabled` } : {};
};
