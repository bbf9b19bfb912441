import { HttpResponse } from 'msw';
import { http } from '../handle';
import { db } from '../db/store';
import { mockSettings } from '../settings';
import { fail, MSG } from '../envelope';

/**
 * The analytics collector stand-in: records page views (no token needed: a tracker does not carry the session)
 * and, where the mock runs for tests, lists them back, so a test can see which pages were reported for which site.
 */
export const analyticsHandlers = (api: string) => [
    http.post(`${api}/analytics/pageview`, async ({ request }) => {
        const body = (await request.json().catch(() => undefined)) as { siteCode?: unknown; path?: unknown; title?: unknown } | undefined;
        if (!body || typeof body.siteCode !== 'string' || typeof body.path !== 'string') {
            return fail(400, MSG.badRequest('siteCode and path are required'));
        }
        db.pageViews.push({ siteCode: body.siteCode, path: body.path, time: new Date().toISOString() });
        return new HttpResponse(null, { status: 204 });
    }),
    // The list of what was recorded is for tests only (mock-server/settings.ts).
    ...(mockSettings.testCalls ? [http.get(`${api}/analytics/pageviews`, () => HttpResponse.json({ code: 200, msg: 'success', data: db.pageViews }))] : []),
];
