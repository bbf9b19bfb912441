import type { FieldErrors } from '../kit/types';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Data-subject requests (GDPR, India's DPDP Act): answered within 30 days of submission by default; the deadline
 * may be extended by up to two further months for a complex request (GDPR art. 12(3)), never set before the
 * submission.
 */
export const DSR_DUE_DAYS = 30;
export const DSR_MAX_DUE_DAYS = 90;

/** A request's statuses, the first (completed) the most common in the seed. */
export const DSR_STATUSES = ['completed', 'new', 'identity_check', 'processing', 'rejected'] as const;
/** Statuses in which the request is still owed an answer (and may be overdue). */
export const DSR_OPEN_STATUSES: ReadonlySet<string> = new Set(['new', 'identity_check', 'processing']);

/** The status flow, in one table: each move is a row action, confirmed; the server refuses any other. */
export const DSR_TRANSITIONS = [
    { from: ['new'], to: 'identity_check', labelKey: 'resources.dsr-requests.actions.check_identity' },
    { from: ['identity_check'], to: 'processing', labelKey: 'resources.dsr-requests.actions.process' },
    { from: ['new', 'identity_check', 'processing'], to: 'rejected', labelKey: 'resources.dsr-requests.actions.reject' },
    { from: ['processing'], to: 'completed', labelKey: 'resources.dsr-requests.actions.complete' },
] as const;

const dayOf = (value: unknown): number | undefined => {
    const time = Date.parse(String(value ?? '').slice(0, 10));
    return Number.isFinite(time) ? time : undefined;
};

/** The default due date: 30 days after the day of submission (YYYY-MM-DD). */
export const defaultDueDate = (submitTime: unknown): string | undefined => {
    const day = dayOf(submitTime);
    return day === undefined ? undefined : new Date(day + DSR_DUE_DAYS * DAY_MS).toISOString().slice(0, 10);
};

/** Days past the due date on `today` (0 or less: not overdue); only open requests are ever overdue. */
export const daysOverdue = (record: Record<string, unknown>, today: number = Date.now()): number => {
    const due = dayOf(record.dueDate);
    if (due === undefined || !DSR_OPEN_STATUSES.has(String(record.status))) return 0;
    return Math.floor((today - due) / DAY_MS);
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A request's own rules (form, mock, import): a reachable e-mail, and a due date within the allowed window. */
export const dsrRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (typeof record.email === 'string' && record.email !== '' && !EMAIL.test(record.email.trim())) errors.email = 'resources.dsr-requests.validation.email';
    const submitted = dayOf(record.submitTime);
    const due = dayOf(record.dueDate);
    if (submitted !== undefined && due !== undefined && (due < submitted || due > submitted + DSR_MAX_DUE_DAYS * DAY_MS)) {
        errors.dueDate = { message: 'resources.dsr-requests.validation.due_window', args: { days: DSR_MAX_DUE_DAYS } };
    }
    return errors;
};

/** What only the server checks against the stored request: a status moves only by the table (a new one is new: index.ts). */
export const dsrServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const stored = record.id === undefined ? undefined : rowsOf('dsr-requests').find(row => String(row.id) === String(record.id));
    const from = stored ? String(stored.status) : undefined;
    const to = String(record.status);
    if (from === to) return {};
    if (from === undefined) return {};
    return DSR_TRANSITIONS.some(transition => (transition.from as readonly string[]).includes(from) && transition.to === to)
        ? {}
        : { status: { message: 'resources.dsr-requests.validation.transition', args: { from, to } } };
};
