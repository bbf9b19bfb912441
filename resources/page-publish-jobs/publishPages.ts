/**
 * What a publish job of a whole page finds when the publishing system ends it (the mock, pagePublish.ts): a page
 * made by a collection (its `pageSource`, a description with `actions.publish`) publishes what of it is online on the
 * job's site, and fails with the reason when nothing is; a job of one record (`pageRecordId`, e.g. a product page
 * and its sub-navigation bar) fails when that record is gone from the site or is not online.
 */

/** The statuses in which a record is on the live site. */
export const LIVE_STATUSES: readonly unknown[] = ['online', 'published'];

export const PAGE_PROBLEMS = {
    notAPage: 'resources.page-publish-jobs.validation.not_a_page',
    nothingOnline: 'resources.page-publish-jobs.validation.nothing_online',
    recordGone: 'resources.page-publish-jobs.validation.record_gone',
    recordNotOnline: 'resources.page-publish-jobs.validation.record_not_online',
} as const;

/** The reason a page's job fails, or undefined when it publishes; `rows` are the source's rows of the job's site. */
export const pageProblem = (job: Record<string, unknown>, rows: readonly Record<string, unknown>[]): string | undefined => {
    const recordId = job.pageRecordId;
    if (recordId !== undefined && recordId !== null && recordId !== '') {
        const record = rows.find(row => String(row.id) === String(recordId));
        if (!record) return PAGE_PROBLEMS.recordGone;
        return LIVE_STATUSES.includes(record.status) ? undefined : PAGE_PROBLEMS.recordNotOnline;
    }
    return rows.some(row => LIVE_STATUSES.includes(row.status)) ? undefined : PAGE_PROBLEMS.nothingOnline;
};

/** The version after the highest of a page's jobs (v1 for its first). */
export const nextVersion = (versions: readonly unknown[]): string => {
    const majors = versions.map(version => Number.parseInt(String(version).replace(/^v/, ''), 10)).filter(Number.isFinite);
    return `v${Math.max(0, ...majors) + 1}`;
};
