import type { FieldErrors } from '../kit/types';

/**
 * A release's statuses, in one table: a pending release is released or fails; a failed one is tried again
 * (pending); a released one may be rolled back. Each move is a row action, confirmed; the server refuses the others.
 */
export const RELEASE_TRANSITIONS = [
    { from: ['pending'], to: 'released', labelKey: 'resources.page-releases.actions.release' },
    { from: ['pending'], to: 'failed', labelKey: 'resources.page-releases.actions.fail' },
    { from: ['failed'], to: 'pending', labelKey: 'resources.page-releases.actions.retry' },
    { from: ['released'], to: 'rolled_back', labelKey: 'resources.page-releases.actions.roll_back' },
] as const;

/** A build version: 1.4.2 (semantic versioning). */
const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;

/** A release's own rules (form, mock, import): a semantic version, and a path of the site. */
export const releaseRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (typeof record.version === 'string' && record.version !== '' && !VERSION.test(record.version.trim())) errors.version = 'resources.page-releases.validation.version';
    return errors;
};

/** Against the stored release: its status moves only by the table. */
export const releaseServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const stored = record.id === undefined ? undefined : rowsOf('page-releases').find(row => String(row.id) === String(record.id));
    if (!stored || stored.status === record.status) return {};
    const from = String(stored.status);
    const to = String(record.status);
    return RELEASE_TRANSITIONS.some(transition => (transition.from as readonly string[]).includes(from) && transition.to === to)
        ? {}
        : { status: { message: 'resources.page-releases.validation.transition', args: { from, to } } };
};
