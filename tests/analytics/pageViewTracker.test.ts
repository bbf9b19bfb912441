import { describe, expect, it } from 'vitest';
import { createBeaconTracker, isTrackedSite, trackerForSite } from '../../src/analytics/pageViewTracker';
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
