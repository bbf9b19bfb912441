import { describe, expect, it } from 'vitest';
import {
    createBeaconTracker,
    forgetReportedPageView,
    isTrackedSite,
    reportPageView,
    trackerForSite,
    type PageView,
} from '../../src/analytics/pageViewTracker';
import { db } from '../../mock-server/db/store';

const COLLECTOR = '/api/analytics/pageview';

describe('page-view tracker (spec section 4)', () => {
    it('is never loaded for eu, es, ru, it, cz, tr, uk, pl, fr, ua, by', () => {
        for (const site of ['eu', 'es', 'ru', 'it', 'cz', 'tr', 'uk', 'pl', 'fr', 'ua', 'by']) {
            expect(isTrackedSite(site)).toBe(false);
            expect(trackerForSite(site, COLLECTOR)).toBeUndefined();
        }
    });

    it('is loaded for the other sites, and not without a site or a collector', () => {
        expect(['in', 'id', 'cn'].map(isTrackedSite)).toEqual([true, true, true]);
        expect(trackerForSite('in', COLLECTOR)).toBeDefined();
        expect(trackerForSite(undefined, COLLECTOR)).toBeUndefined();
        expect(trackerForSite('in', undefined)).toBeUndefined();
    });

    it('posts each view to the collector, which the mock records', async () => {
        createBeaconTracker(COLLECTOR).pageView({ siteCode: 'in', path: '/dashboard', title: 'Dashboard' });
        await expect.poll(() => db.pageViews).toEqual([expect.objectContaining({ siteCode: 'in', path: '/dashboard' })]);
    });
});

describe('reportPageView: once per history entry', () => {
    it('skips the same site, path and navigation key seen again; reports any other', () => {
        forgetReportedPageView();
        const views: PageView[] = [];
        const tracker = { pageView: (view: PageView) => views.push(view) };
        const dashboard = { siteCode: 'in', path: '/dashboard', title: 'Dashboard' };

        expect(reportPageView(tracker, dashboard, 'k1')).toBe(true);
        expect(reportPageView(tracker, dashboard, 'k1')).toBe(false);
        expect(reportPageView(tracker, { ...dashboard, siteCode: 'cn' }, 'k1')).toBe(true);
        expect(reportPageView(tracker, dashboard, 'k2')).toBe(true);
        expect(views.map(view => view.siteCode)).toEqual(['in', 'cn', 'in']);

        forgetReportedPageView();
        expect(reportPageView(tracker, dashboard, 'k2')).toBe(true);
    });
});
