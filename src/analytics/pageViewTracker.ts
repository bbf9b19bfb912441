import { ANALYTICS_EXCLUDED_SITES } from '../../base/constants';

export interface PageView {
    siteCode: string;
    path: string;
    title: string;
}

/** The one interface the app reports page views through; the service behind it can change without the app. */
export interface PageViewTracker {
    pageView(view: PageView): void;
}

/** Spec section 4: the tracker is loaded per site, and never for these sites. */
export const isTrackedSite = (siteCode: string | undefined): siteCode is string =>
    !!siteCode && !ANALYTICS_EXCLUDED_SITES.includes(siteCode);

/**
 * Where page views go: `VITE_ANALYTICS_URL`, or with the mock on, the mock's collector (which records them so a
 * test can read them back). Neither: no tracker at all.
 */
export const analyticsUrl = (): string | undefined =>
    import.meta.env.VITE_ANALYTICS_URL || (__MOCK__ ? `${import.meta.env.VITE_API_URL || '/api'}/analytics/pageview` : undefined);

/**
 * A tracker that posts each view as JSON with `keepalive` (it survives the page unloading). Failures are
 * swallowed: analytics must never disturb the user's work.
 */
export const createBeaconTracker = (url: string): PageViewTracker => ({
    pageView(view) {
        void fetch(new URL(url, window.location.href), {
            method: 'POST',
            keepalive: true,
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ ...view, time: new Date().toISOString() }),
        }).catch(() => undefined);
    },
});

/** The tracker for a site, or undefined for an excluded site or when no service is configured. */
export const trackerForSite = (siteCode: string | undefined, url = analyticsUrl()): PageViewTracker | undefined =>
    isTrackedSite(siteCode) && url ? createBeaconTracker(url) : undefined;

/** The last view reported in this page load: its site, path and history entry (react-router's `location.key`). */
let lastReported: string | undefined;

/**
 * Reports a page view unless it is the one just reported for the same history entry (same `navigationKey`, site
 * and path): a layout that unmounts and mounts again on the same entry is not a new view. react-router gives
 * every push and replace a new key, so a real visit (A → B → A, Back, signing in again) is still reported.
 * Returns whether the view was reported.
 */
export const reportPageView = (tracker: PageViewTracker, view: PageView, navigationKey: string): boolean => {
    const identity = JSON.stringify([view.siteCode, view.path, navigationKey]);
    if (identity === lastReported) return false;
    lastReported = identity;
    tracker.pageView(view);
    return true;
};

/** Forgets the last reported view (tests start from a fresh page load). */
export const forgetReportedPageView = (): void => {
    lastReported = undefined;
};
