import type { Row } from '../collection';
import { ERROR_ACTIONS, fromMinor, toMinor, type ErrorAction, type ErrorLogEntry, type ErrorStatus } from '../../../resources/settlement-common/model';

/** An action on a settlement error, once its rule has taken it: what it was asked with. */
export interface ErrorWork {
    action: ErrorAction;
    reason: string;
    adjustAmount?: unknown;
    remark?: unknown;
    /** Who works it, and when (ISO). */
    handler: string;
    time: string;
    /** The adjustment flag it books, when an approved flag asks for it. */
    flagNo?: string;
}

/**
 * The error as an action leaves it, written once for the error's own Work dialog, an approved adjustment flag and the
 * seeded flags: the status its table gives, the amount booked (closing keeps it, reopening takes it back), and the
 * log entry with who, when, why and, for a flag, its number.
 */
export const workedError = (error: Row, work: ErrorWork): Partial<Row> => {
    const from = error.status as ErrorStatus;
    const to: ErrorStatus = ERROR_ACTIONS[work.action].to;
    const adjustAmount = work.action === 'adjust' ? fromMinor(toMinor(work.adjustAmount)) : null;
    const remark = String(work.remark ?? '').trim();
    const entry: ErrorLogEntry = {
        action: work.action,
        reason: work.reason,
        adjustAmount,
        remark,
        handler: work.handler,
        time: work.time,
        from,
        to,
        ...(work.flagNo ? { flagNo: work.flagNo } : {}),
    };
    return {
        status: to,
        adjustAmount: work.action === 'close' ? error.adjustAmount : adjustAmount,
        reason: work.reason,
        remark,
        handler: work.handler,
        handleTime: work.time,
        log: [...((error.log as ErrorLogEntry[] | undefined) ?? []), entry],
    };
};
