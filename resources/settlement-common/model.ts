import type { FieldErrors } from '../kit/types';
import { fromMinor, toMinor } from '../recon-items/model';

/**
 * The settlement reconciliation's errors (/financialReconciliation/errorDetails) and how one is worked: pure data and
 * rules, read by the mock (which detects the errors from the match and refuses what these tables refuse) and by the
 * screens (which offer only what they allow). Amounts are signed as money moves for the brand: a payment in, a refund
 * out (negative); an error's difference is always its settlement amount less its OMS amount, which is what it puts
 * between a provider's bill and the books (billMatchAccountingAmount).
 */

/** What went wrong between OMS and a provider's settlement file. */
export const ERROR_TYPES = ['amount_diff', 'settlement_missing', 'order_missing', 'duplicate', 'refund_diff', 'fee_diff'] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

/** Where an error stands: open until adjusted (its difference booked), then closed once the books are confirmed. */
export const ERROR_STATUSES = ['open', 'adjusted', 'closed'] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/**
 * The actions on an error, in one table: the status each is offered in and where it leads. Adjusting books an amount
 * against the difference; closing confirms the books after an adjustment; reopening takes an adjustment back (it was
 * booked in error), so the error is open again. Every action needs a reason and is logged with who and when. An
 * adjustment flag (/financialReconciliation/adjustFlag, resources/settlement-adjust-flags) hangs on an error by its
 * `errorNo`; approving it takes this table's `adjust`, logged with the flag's number.
 */
export const ERROR_ACTIONS = {
    adjust: { from: ['open'], to: 'adjusted' },
    close: { from: ['adjusted'], to: 'closed' },
    reopen: { from: ['adjusted'], to: 'open' },
} as const satisfies Record<string, { from: readonly ErrorStatus[]; to: ErrorStatus }>;
export type ErrorAction = keyof typeof ERROR_ACTIONS;
export const ERROR_ACTION_KEYS = Object.keys(ERROR_ACTIONS) as ErrorAction[];

/** Why an error is worked as it is (the finance team's diagnosis). */
export const ERROR_REASONS = ['rounding', 'partial_capture', 'fee_rate_change', 'timing_difference', 'duplicate_charge', 'missing_callback', 'chargeback', 'other'] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

/** The order-level outcome (reconciliationDetails, the summary's counts). */
export const RECON_STATUSES = ['matched', 'unmatched', 'adjusted'] as const;
export type ReconStatus = (typeof RECON_STATUSES)[number];

/** A bill against the books, per provider and month. */
export const BILL_STATUSES = ['matched', 'diff'] as const;

export const actionsForError = (status: unknown): ErrorAction[] =>
    ERROR_ACTION_KEYS.filter(action => (ERROR_ACTIONS[action].from as readonly string[]).includes(String(status)));

/** The action call: `POST /settlement-errors/{id}/act`, JSON {action, reason, adjustAmount?, remark?} as text. */
export const ERROR_CALL = (id: string | number) => `/settlement-errors/${id}/act`;
export const REMARK_MAX = 200;

export { fromMinor, toMinor };

const T = 'resources.settlement-common.validation';
const AMOUNT = /^-?\d+(\.\d{1,2})?$/;

/**
 * The action rule, the one validator of the action dialog and of the mock: an action the error's status allows; a
 * reason (one of the list); an adjustment of a non-zero amount with at most two decimals, of the difference's sign
 * and not beyond it; a remark of at most 200 characters, required when the reason is "other".
 */
export const errorActionRules = (error: Readonly<Record<string, unknown>>, request: Readonly<Record<string, unknown>>): FieldErrors => {
    const errors: FieldErrors = {};
    const action = String(request.action ?? '');
    if (!action) errors.action = 'ra.validation.required';
    else if (!actionsForError(error.status).includes(action as ErrorAction)) {
        errors.action = { message: `${T}.action_not_allowed`, args: { status: String(error.status) } };
    }
    const reason = String(request.reason ?? '');
    if (!reason) errors.reason = `${T}.reason_required`;
    else if (!(ERROR_REASONS as readonly string[]).includes(reason)) errors.reason = `${T}.unknown_reason`;
    const remark = String(request.remark ?? '').trim();
    if (remark.length > REMARK_MAX) errors.remark = { message: 'ra.validation.maxLength', args: { max: REMARK_MAX } };
    else if (!remark && reason === 'other') errors.remark = `${T}.remark_required`;
    if (action === 'adjust') {
        const text = String(request.adjustAmount ?? '').trim();
        const diff = toMinor(error.diffAmount);
        if (!text) errors.adjustAmount = 'ra.validation.required';
        else if (!AMOUNT.test(text)) errors.adjustAmount = `${T}.amount_format`;
        else if (toMinor(text) === 0) errors.adjustAmount = `${T}.amount_zero`;
        else if (Math.sign(toMinor(text)) !== Math.sign(diff) || Math.abs(toMinor(text)) > Math.abs(diff)) {
            errors.adjustAmount = { message: `${T}.amount_beyond_diff`, args: { diff: fromMinor(diff).toFixed(2) } };
        }
    }
    return errors;
};

/** One entry of an error's log (newest last): who did what, when, why, and how the status moved. */
export interface ErrorLogEntry {
    action: ErrorAction | 'matched_on_import';
    reason: string;
    adjustAmount: number | null;
    remark: string;
    handler: string;
    time: string;
    from: ErrorStatus;
    to: ErrorStatus;
    /** The adjustment flag whose approval booked this adjustment (settlement-adjust-flags), if one did. */
    flagNo?: string;
}

/** The amount an error's adjustments book now: the adjusted amount while adjusted or closed, nothing when open. */
export const bookedMinor = (error: Readonly<Record<string, unknown>>) => (error.status === 'open' ? 0 : toMinor(error.adjustAmount));

/** Settlement-line rules (import and mock): a refund names its refund number; charges not above the gross; two decimals; settled after the transaction. */
const L = 'resources.settlement-common.validation';
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

export const settlementLineRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (record.txnType === 'refund' && !present(record.refundNo)) errors.refundNo = `${L}.refund_no_required`;
    for (const field of ['grossAmount', 'feeAmount', 'taxOnFee', 'subventionAmount', 'loanAmount', 'processingFee'] as const) {
        if (present(record[field]) && !AMOUNT.test(String(record[field]))) errors[field] = `${L}.two_decimals`;
    }
    if (!errors.feeAmount && !errors.taxOnFee && !errors.subventionAmount && present(record.grossAmount)) {
        if (chargesMinor(record) > toMinor(record.grossAmount)) errors.feeAmount = `${L}.charges_above_gross`;
    }
    if (present(record.txnTime) && present(record.settlementDate) && String(record.txnTime).slice(0, 10) > String(record.settlementDate).slice(0, 10)) {
        errors.settlementDate = `${L}.settled_before_txn`;
    }
    return errors;
};

/** What a provider keeps from a line: its fee, the tax on it and (instalment finance) the subvention the brand bears. */
export const chargesMinor = (record: Readonly<Record<string, unknown>>) => toMinor(record.feeAmount) + toMinor(record.taxOnFee) + toMinor(record.subventionAmount);

/** What the provider pays out for a line: a payment's gross less its charges; a refund is paid back (negative). */
export const lineNetAmount = (record: Readonly<Record<string, unknown>>): number | null => {
    if (!present(record.grossAmount)) return null;
    const gross = toMinor(record.grossAmount);
    return fromMinor(record.txnType === 'refund' ? -gross - chargesMinor(record) : gross - chargesMinor(record));
};
