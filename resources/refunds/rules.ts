import type { FieldErrors } from '../kit/types';

/**
 * A refund's statuses and what moves them, in one table: a new refund is pending; the gateway takes it (processing)
 * and answers success or failed; staff retry a failed one or mark it refunded by hand. Only failed refunds give
 * their amount back to the order's refundable amount.
 */
export const REFUND_STATUSES = ['pending', 'processing', 'success', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const REFUND_TRANSITIONS = [
    { from: ['failed'], to: 'processing', labelKey: 'resources.refunds.actions.retry' },
    { from: ['failed'], to: 'success', labelKey: 'resources.refunds.actions.mark_manual' },
] as const;
/** Statuses whose amount is refunded or on its way: they count against what may still be refunded. */
export const COUNTED_STATUSES: ReadonlySet<string> = new Set(['pending', 'processing', 'success']);

const cents = (value: number) => Math.round(value * 100) / 100;

/** What an order may still get back: what was paid, less what was refunded already (never below zero). */
export const refundableOf = (paidAmount: number, refundedAmount: number): number => Math.max(0, cents(paidAmount - refundedAmount));

const numberOrUndefined = (value: unknown): number | undefined => {
    if (value === null || value === undefined || value === '') return undefined;
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
};

/**
 * The refund rule, the one validator of the refund form and of the mock (which fills `paidAmount` and
 * `refundedAmount` from the order itself, so a caller cannot claim more): the amount is above zero and not above
 * the refundable amount. The form knows the two amounts once it has looked the order up.
 */
export const refundRules = (record: Record<string, unknown>): FieldErrors => {
    const amount = numberOrUndefined(record.refundAmount);
    if (amount === undefined) return {};
    if (amount <= 0) return { refundAmount: 'resources.refunds.validation.positive' };
    const paid = numberOrUndefined(record.paidAmount);
    if (paid === undefined) return {};
    const refundable = refundableOf(paid, numberOrUndefined(record.refundedAmount) ?? 0);
    if (amount > refundable) {
        return { refundAmount: { message: 'resources.refunds.validation.above_refundable', args: { refundable: refundable.toFixed(2) } } };
    }
    return {};
};
