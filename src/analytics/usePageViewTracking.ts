import { useEffect, useMemo, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { findRoute } from '../../base/routes/catalogue';
import { BUILT_SCREENS } from '../routes/screens';
import { isRouteOpen } from '../../base/routes/visibility';
import { useViewer } from '../../ui/session/useViewer';
import { reportPageView, trackerForSite, type PageViewTracker } from './pageViewTracker';

/**
 * Reports every page the user opens to the site's tracker (none for excluded sites): one report per visit of a
 * page, where a page view is a navigation, not a render.
 * - Once per (site, path) in a row: a re-render, StrictMode's second run of the effect (which reported the first
 *   dashboard view twice, 1–5 ms apart, in development), the user arriving, or only the query changing (list
 *   filters, paging) is not a new view; a remount on the same history entry is skipped by `reportPageView`.
 * - Only screens that open: '/' and unknown paths merely redirect (to /dashboard, /404) and a route the user may
 *   not open is replaced by /404 (the guard's rule, `isRouteOpen`), so entering at '/' is one dashboard view,
 *   not a '/' view followed 2 ms later by the dashboard.
 * `trackerFor` chooses the tracker for a site (tests pass their own; keep it stable).
 */
export const usePageViewTracking = (
    siteCode: string | undefined,
    trackerFor: (siteCode: string | undefined) => PageViewTracker | undefined = trackerForSite,
): void => {
    const { pathname, key } = useLocation();
    const translate = useTranslate();
    const viewer = useViewer();
    const tracker = useMemo(() => trackerFor(siteCode), [trackerFor, siteCode]);
    const lastPage = useRef<string | undefined>(undefined);
    useEffect(() => {
        if (!tracker || !siteCode || !viewer) return;
        const route = findRoute(pathname);
        if (!route || !isRouteOpen(route, viewer, BUILT_SCREENS)) return;
        const page = JSON.stringify([siteCode, pathname]);
        if (page === lastPage.current) return;
        lastPage.current = page;
        reportPageView(tracker, { siteCode, path: pathname, title: translate(route.titleKey, { _: route.path }) }, key);
        // The title is read at the time of the visit; a later language switch is not a new page view.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [tracker, siteCode, pathname, key, viewer]);
};
