import { type HttpHandler } from 'msw';
import { http } from '../../handle';
import { db } from '../../db/store';
import { englishText } from '../../db/kit/checkWrite';
import { PUBLISH_DURATION_MS } from '../../../resources/page-publish-jobs/rules';

const JOBS = 'page-publish-jobs';
const ARTICLES = 'articles';

/**
 * The publishing system behind /cms/page-publish, as the mock runs tasks: no timers, every API call first brings each
 * publishing job to where wall time has taken it. A job publishes for PUBLISH_DURATION_MS after the write that
 * started it (its update time), then ends: an article's job fails with the reason when its article is gone from the
 * site, else it is published (and its article is published, from that time if it had none).
 */
export const advancePublishJobs = (now: number = Date.now()): void => {
    // Only a collection someone has read holds publishing jobs: none is seeded here.
    if (!db.collections.has(JOBS)) return;
    const jobs = db.collections.get(JOBS)!;
    for (const job of jobs.all()) {
        if (job.status !== 'publishing' || now - Date.parse(String(job.updateTime ?? '')) < PUBLISH_DURATION_MS) continue;
        const finished = new Date(now).toISOString();
        if (job.pageType === 'article') {
            const articles = db.collections.get(ARTICLES)!;
            const article = job.articleId === null ? undefined : articles.get(String(job.articleId));
            if (!article || article.siteCode !== job.siteCode) {
                jobs.update(job.id, { status: 'failed', reason: englishText('resources.page-publish-jobs.validation.gone'), updateTime: finished });
                continue;
            }
            articles.update(article.id, { status: 'published', publishTime: article.publishTime || finished });
        }
        jobs.update(job.id, { status: 'published', reason: null, publishTime: finished, updateTime: finished });
    }
};

/** Runs before every call the handlers below answer; answers nothing itself. */
export const handlers = (api: string): HttpHandler[] => [
    http.all(`${api}/*`, () => {
        advancePublishJobs();
        return undefined;
    }),
];
