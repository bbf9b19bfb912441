import type { FieldErrors } from '../kit/types';

/**
 * A price-protection claim's rules (the form, the mock's writes): the order number as OMS writes it, a mobile of 10
 * to 13 digits, the price now below the price paid, and the claim made within the protection period after the
 * order (not before it); once reviewed, a claim's figures are what was approved or rejected: only a pending claim
 * is edited. The refund is the difference times the quantity (`refundOf`, the server's figure).
 */
export const ORDER_NO = /^OMS\d{9}$/;
const MOBILE = /^\+?\d{10,13}$/;
const DAY = 86_400_000;

const T = 'resources.price-protections.validation';
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const amount = (value: unknown) => (value === null || value === undefined || value === '' ? NaN : Number(value));

/** What the buyer gets back: (paid − now) × quantity, in the site's currency to the cent, never below nothing. */
export const refundOf = (record: Record<string, unknown>): number | null => {
    const paid = amount(record.paidPrice);
    const now = amount(record.currentPrice);
    const quantity = amount(record.quantity);
    if (![paid, now, quantity].every(Number.isFinite)) return null;
    return Math.max(0, Math.round((paid - now) * quantity * 100) / 100);
};

export const priceProtectionRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    // A stored claim (it has its history) past review.
    if (record.history !== undefined && record.status !== undefined && record.status !== 'pending') errors.orderNo = `${T}.reviewed`;
    if (!errors.orderNo && text(record.orderNo) !== '' && !ORDER_NO.test(text(record.orderNo))) errors.orderNo = `${T}.order_no`;
    const mobile = text(record.mobile).replace(/[\s-]/g, '');
    if (mobile !== '' && !MOBILE.test(mobile)) errors.mobile = `${T}.mobile`;
    const paid = amount(record.paidPrice);
    const now = amount(record.currentPrice);
    if (Number.isFinite(paid) && Number.isFinite(now) && now >= paid) errors.currentPrice = `${T}.not_lower`;
    // The claim's time: the server's for a stored claim, now for a new one.
    const ordered = Date.parse(text(record.orderTime));
    const applied = record.applyTime ? Date.parse(String(record.applyTime)) : Date.now();
    const days = amount(record.protectionDays);
    if (Number.isFinite(ordered) && Number.isFinite(applied)) {
        if (ordered > applied) errors.orderTime = `${T}.order_after_claim`;
        else if (Number.isFinite(days) && applied - ordered > days * DAY) errors.orderTime = { message: `${T}.window`, args: { days } };
    }
    return errors;
};
