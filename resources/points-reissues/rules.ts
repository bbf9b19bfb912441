import type { FieldErrors } from '../kit/types';

/**
 * A reissue (or, with negative points, a deduction) of a user's points: asked with a reason, then confirmed, which
 * writes it to the ledger, or rejected. One table of statuses; the bounds below.
 */
export const REISSUE_STATUSES = ['pending', 'done', 'rejected'] as const;

export const REISSUE_TRANSITIONS = [
    { from: ['pending'], to: 'done', labelKey: 'resources.points-reissues.actions.confirm' },
    { from: ['pending'], to: 'rejected', labelKey: 'resources.points-reissues.actions.reject' },
] as const;

/** The most points one request may reissue or deduct. */
export const REISSUE_BOUND = 10_000;
/** Above this many points (either way), the request is confirmed by someone other than who asked. */
export const SECOND_PERSON_ABOVE = 1_000;

const ORDER_ID = /^OMS\d{9,12}$/;
const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The request's own rules (form, mock, import): whole points, not zero, within the bound; a reason; an order number's form. */
export const reissueRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (!blank(record.points)) {
        const points = Number(record.points);
        if (!Number.isInteger(points) || points === 0) errors.points = 'resources.points-reissues.validation.whole';
        else if (Math.abs(points) > REISSUE_BOUND) errors.points = { message: 'resources.points-reissues.validation.bound', args: { bound: REISSUE_BOUND.toLocaleString('en') } };
    }
    if (!blank(record.reason) && String(record.reason).trim().length < 5) errors.reason = 'resources.points-reissues.validation.reason';
    if (!blank(record.orderId) && !ORDER_ID.test(String(record.orderId).trim())) errors.orderId = 'resources.points-reissues.validation.order';
    return errors;
};

/** What staff write of a request (the rest is the server's). */
const EDITED_FIELDS = ['userId', 'points', 'reason', 'orderId'] as const;

const isTransition = (from: unknown, to: unknown) => REISSUE_TRANSITIONS.some(row => (row.from as readonly unknown[]).includes(from) && row.to === to);

/**
 * What only the server can check: a request starts pending, for a user with a points account on the site; it moves
 * only along the table and is not edited once confirmed or rejected; above SECOND_PERSON_ABOVE it is confirmed by
 * another person than who asked (creator and last operator are the server's); a deduction never takes the
 * balance below zero.
 */
export const reissueServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const stored = record.id === undefined ? undefined : rowsOf('points-reissues').find(row => String(row.id) === String(record.id));
    const account = rowsOf('points-accounts').find(row => String(row.userId) === String(record.userId ?? '').trim());
    if (!account) return { userId: 'resources.points-reissues.validation.no_account' };
    if (!stored) {
        if (record.status !== 'pending') return { status: 'resources.points-reissues.validation.start' };
    } else if (stored.status !== record.status) {
        if (!isTransition(stored.status, record.status)) {
            return { status: { message: 'resources.points-reissues.validation.transition', args: { from: String(stored.status), to: String(record.status) } } };
        }
        if (record.status === 'done' && Math.abs(Number(record.points)) > SECOND_PERSON_ABOVE && record.lastOperator === stored.creator) {
            return { status: { message: 'resources.points-reissues.validation.second_person', args: { above: SECOND_PERSON_ABOVE.toLocaleString('en') } } };
        }
    } else if (stored.status !== 'pending' && EDITED_FIELDS.some(field => String(stored[field] ?? '') !== String(record[field] ?? ''))) {
        return { status: 'resources.points-reissues.validation.locked' };
    }
    const balance = Number(account.availablePoints) || 0;
    // Checked while the request waits and when it is confirmed (a posted one is in the balance already).
    const open = record.status === 'pending' || (record.status === 'done' && stored?.status === 'pending');
    if (open && balance + Number(record.points) < 0) {
        return { points: { message: 'resources.points-reissues.validation.below_zero', args: { balance: balance.toLocaleString('en') } } };
    }
    return {};
};
