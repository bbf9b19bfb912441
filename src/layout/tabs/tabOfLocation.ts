import { matchPath } from 'react-router';
import { findRoute } from '../../../base/routes/catalogue';
import { isRouteOpen, type Viewer } from '../../../base/routes/visibility';
import type { VisitedTab } from './visitedTabs';

/** Pages that never get a tab: error pages and the sign-on callback are places one passes through. */
const NO_TAB_PATHS: ReadonlySet<string> = new Set(['/404', '/401', '/authredirect']);

/** The tab a location opens, or undefined when it opens none (unknown, denied, or a pass-through page). */
export const tabOfLocation = (
    pathname: string,
    search: string,
    viewer: Viewer,
    built: ReadonlySet<string>,
): VisitedTab | undefined => {
    const route = findRoute(pathname);
    if (!route || NO_TAB_PATHS.has(route.path) || !isRouteOpen(route, viewer, built)) return undefined;
    const params = matchPath({ path: route.path, caseSensitive: false }, pathname)?.params ?? {};
    const suffix = Object.values(params).filter(Boolean).join(' / ');
    return {
        key: pathname,
        path: `${pathname}${search}`,
        titleKey: route.titleKey,
        ...(suffix && { titleSuffix: suffix }),
        ...(route.noCache && { noCache: true }),
    };
};
