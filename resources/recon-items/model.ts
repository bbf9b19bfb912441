import type { FieldErrors } from '../kit/types';

/**
 * The reconciliation of OMS records (paid orders, successful refunds) against the gateways' statement lines: what a
 * match result is, how its age is bucketed and how an unmatched item is worked. Pure data and rules: the mock
 * computes the match and refuses what these tables refuse, the screens offer only what they allow.
 */

/** How an internal record and a statement line compare, by order number (refund number for refunds) and amount. */
export const MATCH_STATUSES = ['matched', 'amount_mismatch', 'internal_only', 'external_only'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const TXN_TYPES = ['payment', 'refund'] as const;
export type TxnType = (typeof TXN_TYPES)[number];

/**
 * Where an item stands in its handling: a matched item needs none; an unmatched one is unhandled until an action
 * closes it (handled), or a re-import is asked for (awaiting the gateway's corrected statement).
 */
export const HANDLE_STATUSES = ['not_required', 'unhandled', 'awaiting_reimport', 'handled'] as const;
export type HandleStatus = (typeof HANDLE_STATUSES)[number];

/** Statuses in which an unmatched item is still open: it ages, and counts in the ageing report. */
export const OPEN_HANDLE_STATUSES: readonly HandleStatus[] = ['unhandled', 'awaiting_reimport'];

/**
 * The handling actions, in one table: which handle status each is offered in and where it leads. Adjusting books the
 * difference, writing off closes it as a loss, marking resolved closes it without booking (it was explained), and a
 * re-import waits for the gateway's corrected statement (the next import that matches the item closes it).
 */
export const HANDLE_ACTIONS = {
    adjust: { from: ['unhandled', 'awaiting_reimport'], to: 'handled' },
    write_off: { from: ['unhandled', 'awaiting_reimport'], to: 'handled' },
    re_import: { from: ['unhandled'], to: 'awaiting_reimport' },
    mark_resolved: { from: ['unhandled', 'awaiting_reimport'], to: 'handled' },
} as const satisfies Record<string, { from: readonly HandleStatus[]; to: HandleStatus }>;
export type HandleAction = keyof typeof HANDLE_ACTIONS;
export const HANDLE_METHODS = Object.keys(HANDLE_ACTIONS) as HandleAction[];

/** Why an item did not match (the handler's diagnosis). */
export const EXCEPTION_REASONS = ['timing_difference', 'amount_difference', 'duplicate', 'missing_callback', 'refund_pending', 'other'] as const;

/** The actions an item in this handle status may take, in the table's order. */
export const actionsFor = (handleStatus: unknown): HandleAction[] =>
    HANDLE_METHODS.filter(action => (HANDLE_ACTIONS[action].from as readonly string[]).includes(String(handleStatus)));

/** Unmatched-age buckets (days since the transaction) and the warning level each raises. */
export const AGE_BUCKETS = ['d0_7', 'd8_15', 'd16_30', 'over_30'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export const WARNING_LEVELS = ['normal', 'warning', 'critical'] as const;
export const WARNING_OF_BUCKET: Readonly<Record<AgeBucket, (typeof WARNING_LEVELS)[number]>> = {
    d0_7: 'normal',
    d8_15: 'warning',
    d16_30: 'warning',
    over_30: 'critical',
};
export const ageBucketOf = (days: number): AgeBucket => (days <= 7 ? 'd0_7' : days <= 15 ? 'd8_15' : days <= 30 ? 'd16_30' : 'over_30');

/** The `{type}` of the item pages' paths: the reconciliation against the gateways' external statements. */
export const ITEM_PATH_TYPE = 'external';
export const HANDLE_PATH = (id: string | number) => `/reconciliation/exceptionHandling/${ITEM_PATH_TYPE}/${id}`;
/** The handling call: `POST /recon-items/{id}/handle`, JSON {action, reason, adjustAmount?, remark?} as text. */
export const HANDLE_CALL = (id: string | number) => `/recon-items/${id}/handle`;
export const REMARK_MAX = 200;

/** Money in the currency's minor unit (integers add exactly); back to the amount with at most two decimals. */
export const toMinor = (amount: unknown): number => Math.round(Number(amount ?? 0) * 100);
export const fromMinor = (minor: number): number => minor / 100;

const T = 'resources.recon-items.handle.validation';
const AMOUNT = /^-?\d+(\.\d{1,2})?$/;

/**
 * The handling rule, the one validator of the handling form and of the mock: an action the item's status allows, a
 * reason; an adjustment of a non-zero amount with at most two decimals, not beyond the item's difference; a remark
 * (at most 200 characters) that is required to write off or to mark resolved, which book nothing.
 */
export const handleRules = (item: Readonly<Record<string, unknown>>, request: Readonly<Record<string, unknown>>): FieldErrors => {
    const errors: FieldErrors = {};
    const action = String(request.action ?? '');
    if (!action) errors.action = 'ra.validation.required';
    else if (!actionsFor(item.handleStatus).includes(action as HandleAction)) {
        errors.action = { message: `${T}.action_not_allowed`, args: { status: String(item.handleStatus) } };
    }
    if (!request.reason) errors.reason = 'ra.validation.required';
    else if (!(EXCEPTION_REASONS as readonly string[]).includes(String(request.reason))) errors.reason = `${T}.unknown_reason`;
    const remark = String(request.remark ?? '').trim();
    if (remark.length > REMARK_MAX) errors.remark = { message: 'ra.validation.maxLength', args: { max: REMARK_MAX } };
    else if (!remark && (action === 'write_off' || action === 'mark_resolved')) errors.remark = `${T}.remark_required`;
    if (action === 'adjust') {
        const text = String(request.adjustAmount ?? '').trim();
        if (!text) errors.adjustAmount = 'ra.validation.required';
        else if (!AMOUNT.test(text)) errors.adjustAmount = `${T}.amount_format`;
        else {
            const minor = toMinor(text);
            const limit = Math.abs(toMinor(item.diffAmount));
            if (minor === 0) errors.adjustAmount = `${T}.amount_zero`;
            else if (Math.abs(minor) > limit) errors.adjustAmount = { message: `${T}.amount_beyond_diff`, args: { diff: fromMinor(limit).toFixed(2) } };
        }
    }
    return errors;
};

/** One entry of an item's handling log (newest last): who did what, when, why. */
export interface HandleLogEntry {
    action: HandleAction | 'matched_on_import';
    reason: string;
    adjustAmount: number | null;
    remark: string;
    handler: string;
    time: string;
    from: HandleStatus;
    to: HandleStatus;
}
