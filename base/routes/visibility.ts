import { grantsOf, isAllowed, type Grants } from './access';
import type { SessionUser } from '../session/sessionUser';
import { ROUTE_GROUPS, ROUTES } from './catalogue';
import { ruleOfRoute } from './rules';
import { siteRuleKeepsRoute, siteRuleShowsInMenu } from './siteRules';
import type { RouteEntry, RouteGroup } from './types';

/** Who is looking: their grants and the site they work on. */
export interface Viewer {
    grants: Grants;
    siteCode?: string;
}

/** The signed-in user as the access rules see them. */
export const viewerOf = (user: SessionUser): Viewer => ({ grants: grantsOf(user), siteCode: user.site?.siteCode });

/**
 * May the viewer open this route? Its screen is built (an unbuilt screen answers /404 like a denied one), its
 * codes and roles allow it, and its site rule keeps it for this site.
 */
export const isRouteOpen = (route: RouteEntry, viewer: Viewer, built: ReadonlySet<string>): boolean =>
    built.has(route.path) && siteRuleKeepsRoute(route.siteRule, viewer.siteCode) && isAllowed(ruleOfRoute(route), viewer.grants);

/** Is it a menu entry for the viewer? Open, not hidden, and its site rule shows it on this site. */
export const isMenuEntry = (route: RouteEntry, viewer: Viewer, built: ReadonlySet<string>): boolean =>
    !route.hidden && siteRuleShowsInMenu(route.siteRule, viewer.siteCode) && isRouteOpen(route, viewer, built);

export interface MenuGroup {
    group: RouteGroup;
    routes: RouteEntry[];
}

/** The menu: groups in the spec's order, each with its entries; groups with none are left out. */
export const menuGroups = (viewer: Viewer, built: ReadonlySet<string>, routes: readonly RouteEntry[] = ROUTES): MenuGroup[] =>
    ROUTE_GROUPS.map(group => ({ group, routes: routes.filter(route => route.group === group.key && isMenuEntry(route, viewer, built)) })).filter(
        entry => entry.routes.length > 0,
    );
