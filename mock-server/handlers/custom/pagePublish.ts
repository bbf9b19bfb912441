import { type HttpHandler } from 'msw';
import { http } from '../../handle';
import { db } from '../../db/store';
import { englishText } from '../../db/kit/checkWrite';
import { kitCollection } from '../../db/kit';
import { PUBLISH_DURATION_MS } from '../../../resources/page-publish-jobs/rules';
import { PAGE_PROBLEMS, pageProblem } from '../../../resources/page-publish-jobs/publishPages';

const JOBS = 'page-publish-jobs';
const ARTICLES = 'articles';

/** Why a page's job fails: its collection is not a page of the website, or pageProblem's reason. */
const sourceProblem = (job: Record<string, unknown>): string | undefined => {
    const source = String(job.pageSource);
    const kit = kitCollection(source);
    if (!kit?.module.description.actions?.publish) return PAGE_PROBLEMS.notAPage;
    const rows = db.collections.get(source)!.all().filter(row => !kit.entry.siteScoped || row.siteCode === job.siteCode);
    return pageProblem(job, rows);
};

/**
 * The publishing system behind /cms/page-publish, as the mock runs tasks: no timers, every API call first brings each
 * publishing job to where wall time has taken it. A job publishes for PUBLISH_DURATION_MS after the write that
 * started it (its update time), then ends: an article's job fails with the reason when its article is gone from the
 * site, else it is published (and its article is published, from that time if it had none). A job of a page made by
 * a collection (a Publish button on its list, or a product page's) fails with the reason when nothing of the page
 * is online on the site, or its one record is gone or offline (publishPages.ts); else it is published.
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
        const problem = job.pageSource ? sourceProblem(job) : undefined;
        if (problem) {
            jobs.update(job.id, { status: 'failed', reason: englishText(problem), updateTime: finished });
            continue;
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
