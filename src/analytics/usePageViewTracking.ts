import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { findRoute } from '../routes/catalogue';
import { trackerForSite } from './pageViewTracker';

/** Reports every page the user opens to the site's tracker (none for excluded sites). */
export const usePageViewTracking = (siteCode: string | undefined): void => {
    const { pathname } = useLocation();
    const translate = useTranslate();
    const tracker = useMemo(() => trackerForSite(siteCode), [siteCode]);
    useEffect(() => {
        if (!tracker || !siteCode) return;
        const route = findRoute(pathname);
        tracker.pageView({ siteCode, path: pathname, title: route ? translate(route.titleKey, { _: route.path }) : pathname });
        // The title is read at the time of the visit; a later language switch is not a new page view.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [tracker, siteCode, pathname]);
};
