import type { FieldErrors } from '../kit/types';

/**
 * A publish job's statuses and who moves them, in one table. Staff create a job as a draft or publish at once, and
 * publish a draft or retry a failed job (each confirmed); the publishing system (the mock, by wall time, as it runs
 * tasks) ends a publishing job as published, or failed with the reason. Nothing else moves a job.
 */
export const PUBLISH_STATUSES = ['published', 'draft', 'publishing', 'failed'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

export const PUBLISH_TRANSITIONS = [
    { from: ['draft'], to: 'publishing', labelKey: 'resources.page-publish-jobs.actions.publish', by: 'staff' },
    { from: ['failed'], to: 'publishing', labelKey: 'resources.page-publish-jobs.actions.retry', by: 'staff' },
    { from: ['publishing'], to: 'published', labelKey: 'resources.page-publish-jobs.choices.status.published', by: 'system' },
    { from: ['publishing'], to: 'failed', labelKey: 'resources.page-publish-jobs.choices.status.failed', by: 'system' },
] as const;

/** The statuses a new job may start in: a draft, or published at once. */
export const START_STATUSES: readonly string[] = ['draft', 'publishing'];

/** The changes staff may make, as the row actions offer them (StatusAction). */
export const STAFF_TRANSITIONS = PUBLISH_TRANSITIONS.filter(transition => transition.by === 'staff');

/** How long the publishing system takes over a job (wall time). */
export const PUBLISH_DURATION_MS = 3000;

/** A version as the site's release notes write it: v3, v1.4 or v2.0.1. */
const VERSION = /^v\d{1,4}(?:\.\d{1,4}){0,2}$/;

export const isStaffTransition = (from: unknown, to: unknown): boolean =>
    STAFF_TRANSITIONS.some(transition => (transition.from as readonly unknown[]).includes(from) && transition.to === to);

/** A job's own rules (form, mock, import): its version's form, and an article's job names its article. */
export const publishJobRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (typeof record.version === 'string' && record.version !== '' && !VERSION.test(record.version.trim())) errors.version = 'resources.page-publish-jobs.validation.version';
    if (record.pageType === 'article' && (record.articleId === undefined || record.articleId === null || record.articleId === '')) {
        errors.articleId = 'resources.page-publish-jobs.validation.article_required';
    }
    return errors;
};

/** What staff edit of a job (the rest is the publishing system's). */
const EDITED_FIELDS = ['pageName', 'pageType', 'articleId', 'version'] as const;

/**
 * What only the server can check, against the job as stored: a new job starts as a draft or publishing; a stored
 * job changes status only as the table lets staff move it, and is not edited while it is publishing or published.
 */
export const publishJobServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const stored = record.id === undefined ? undefined : rowsOf('page-publish-jobs').find(row => String(row.id) === String(record.id));
    if (!stored) {
        return START_STATUSES.includes(String(record.status)) ? {} : { status: { message: 'resources.page-publish-jobs.validation.start', args: { status: String(record.status) } } };
    }
    if (stored.status === record.status) {
        const changed = EDITED_FIELDS.some(field => String(stored[field] ?? '') !== String(record[field] ?? ''));
        return changed && (stored.status === 'publishing' || stored.status === 'published') ? { status: 'resources.page-publish-jobs.validation.locked' } : {};
    }
    return isStaffTransition(stored.status, record.status)
        ? {}
        : { status: { message: 'resources.page-publish-jobs.validation.transition', args: { from: String(stored.status), to: String(record.status) } } };
};
