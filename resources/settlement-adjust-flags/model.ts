import type { FieldErrors } from '../kit/types';
import { errorActionRules, fromMinor, REMARK_MAX, toMinor, type ErrorReason } from '../settlement-common/model';

/**
 * Adjustment flags (/financialReconciliation/adjustFlag): a proposal, raised on an open settlement error, to book an
 * amount against its difference. Pure data and rules, read by the mock (which refuses what they refuse) and by the
 * screens (which offer only what they allow). A flag is approved or rejected by someone other than who raised it;
 * approving books the amount on its error through the error's own `adjust` action (settlement-common/model.ts), so
 * the error's rule decides the amount, and the reports follow the error.
 */

/** What kind of adjustment it is; it also names the flag's page: `adjustFlag/{adjustType}/{id}`. */
export const ADJUST_TYPES = ['fee', 'amount', 'timing', 'write_off', 'other'] as const;
export type AdjustType = (typeof ADJUST_TYPES)[number];

export const FLAG_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];

/** The flag's one table: a pending flag is approved (its amount booked on its error) or rejected (with a remark). */
export const FLAG_ACTIONS = {
    approve: { from: ['pending'], to: 'approved' },
    reject: { from: ['pending'], to: 'rejected' },
} as const satisfies Record<string, { from: readonly FlagStatus[]; to: FlagStatus }>;
export type FlagAction = keyof typeof FLAG_ACTIONS;
export const FLAG_ACTION_KEYS = Object.keys(FLAG_ACTIONS) as FlagAction[];

export const actionsForFlag = (status: unknown): FlagAction[] =>
    FLAG_ACTION_KEYS.filter(action => (FLAG_ACTIONS[action].from as readonly string[]).includes(String(status)));

/**
 * The reason the error's log gives for an approved flag's adjustment, by the flag's type: the error's reasons are
 * the finance team's diagnosis list; a type the list does not name is "other", with the flag's own reason as remark.
 */
export const ERROR_REASON_OF_TYPE: Readonly<Record<AdjustType, ErrorReason>> = {
    fee: 'fee_rate_change',
    amount: 'other',
    timing: 'timing_difference',
    write_off: 'other',
    other: 'other',
};

/** The adjustment type a flag raised on an error of this type is given by default. */
export const TYPE_OF_ERROR: Readonly<Record<string, AdjustType>> = {
    amount_diff: 'amount',
    refund_diff: 'amount',
    fee_diff: 'fee',
    settlement_missing: 'timing',
    order_missing: 'write_off',
    duplicate: 'write_off',
};

/** The flag's page: its type names it, `edit` or `view` is not needed (a decided flag is read-only). */
export const flagPath = (adjustType: string, id: string | number) => `/financialReconciliation/adjustFlag/${adjustType}/${id}`;
/** `POST /settlement-errors/{id}/flag`, JSON {adjustType, adjustAmount, reason, attachment}: a new pending flag. */
export const FLAG_CALL = (errorId: string | number) => `/settlement-errors/${errorId}/flag`;
/** `POST /settlement-adjust-flags/{id}/act`, JSON {action, remark}: approve or reject. */
export const FLAG_ACT_CALL = (id: string | number) => `/settlement-adjust-flags/${id}/act`;

export const flagNoOf = (siteCode: string, id: number) => `AF${siteCode.toUpperCase()}${String(id).padStart(7, '0')}`;

const T = 'resources.settlement-adjust-flags.validation';
const LINK = /^(https?:\/\/|\/)\S+$/;

/** The flag's amount as the error's adjust reads it (its rule, not a second one). */
const adjustRequest = (flag: Readonly<Record<string, unknown>>) => ({
    action: 'adjust',
    reason: ERROR_REASON_OF_TYPE[flag.adjustType as AdjustType] ?? 'other',
    adjustAmount: flag.adjustAmount,
    remark: String(flag.reason ?? '').trim() || '-',
});

/**
 * A new flag on an error (the flag dialog and the mock): an open error with no pending flag; a type of the list; the
 * amount under the error's adjust rule (non-zero, two decimals, of the difference's sign, not beyond it); a reason of
 * at most 200 characters; an attachment a link (the upload's URL). `pending` is the error's pending flag, if any.
 */
export const flagRules = (error: Readonly<Record<string, unknown>>, request: Readonly<Record<string, unknown>>, pending?: Readonly<Record<string, unknown>>): FieldErrors => {
    const errors: FieldErrors = {};
    if (error.status !== 'open') errors.errorNo = { message: `${T}.error_not_open`, args: { status: String(error.status) } };
    else if (pending) errors.errorNo = { message: `${T}.already_pending`, args: { errorNo: String(error.errorNo), flagNo: String(pending.flagNo) } };
    const adjustType = String(request.adjustType ?? '');
    if (!adjustType) errors.adjustType = 'ra.validation.required';
    else if (!(ADJUST_TYPES as readonly string[]).includes(adjustType)) errors.adjustType = `${T}.unknown_type`;
    const amount = errorActionRules({ ...error, status: 'open' }, adjustRequest(request)).adjustAmount;
    if (amount) errors.adjustAmount = amount;
    const reason = String(request.reason ?? '').trim();
    if (!reason) errors.reason = `${T}.reason_required`;
    else if (reason.length > REMARK_MAX) errors.reason = { message: 'ra.validation.maxLength', args: { max: REMARK_MAX } };
    const attachment = String(request.attachment ?? '').trim();
    if (attachment && !LINK.test(attachment)) errors.attachment = `${T}.attachment_link`;
    return errors;
};

/**
 * Approving or rejecting a flag (the flag's page and the mock): an action the flag's status allows; never by who
 * raised it (four eyes); a rejection says why in a remark; an approval books the flag's amount on its error, so the
 * error's adjust rule must still take it (the error still open, the amount within its difference).
 */
export const flagActionRules = (
    flag: Readonly<Record<string, unknown>>,
    error: Readonly<Record<string, unknown>> | undefined,
    request: Readonly<Record<string, unknown>>,
    userName: string,
): FieldErrors => {
    const errors: FieldErrors = {};
    const action = String(request.action ?? '');
    if (!action) errors.action = 'ra.validation.required';
    else if (!actionsForFlag(flag.status).includes(action as FlagAction)) errors.action = { message: `${T}.action_not_allowed`, args: { status: String(flag.status) } };
    else if (userName === flag.flaggedBy) errors.action = { message: `${T}.four_eyes`, args: { flaggedBy: String(flag.flaggedBy) } };
    else if (action === 'approve') {
        if (!error) errors.action = { message: `${T}.error_gone`, args: { errorNo: String(flag.errorNo) } };
        else {
            const refused = errorActionRules(error, adjustRequest(flag));
            const first = refused.action ?? refused.adjustAmount ?? refused.remark;
            if (first) errors.action = first;
        }
    }
    const remark = String(request.remark ?? '').trim();
    if (remark.length > REMARK_MAX) errors.remark = { message: 'ra.validation.maxLength', args: { max: REMARK_MAX } };
    else if (!remark && action === 'reject') errors.remark = `${T}.remark_required`;
    return errors;
};

/** What an approved flag asks of its error: the error's `adjust` action, its reason, amount and the flag's reason. */
export const adjustOfFlag = (flag: Readonly<Record<string, unknown>>) => {
    const request = adjustRequest(flag);
    return { reason: request.reason, adjustAmount: fromMinor(toMinor(request.adjustAmount)), remark: String(flag.reason ?? '').trim() };
};
