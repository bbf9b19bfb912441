import { ROUTES, ROUTE_GROUP_BY_KEY } from './catalogue';
import type { AccessRule } from './access';
import { RESOURCE_SCREENS } from './resourceBindings';
import type { RouteEntry } from './types';

/** A route needs its group's code and its own (fixed routes have neither), and its roles. */
export const ruleOfRoute = (route: RouteEntry): AccessRule => ({
    codes: [ROUTE_GROUP_BY_KEY[route.group]?.code, route.code].filter((code): code is string => !!code),
    roles: route.roles,
});

/** The catalogue rows of the screens that work on a REST collection, its main screen first. */
export const screensOfResource = (resource: string): RouteEntry[] =>
    (RESOURCE_SCREENS[resource] ?? []).flatMap(path => ROUTES.filter(route => route.path === path));

/** canAccess for a react-admin resource: any one of its screens' rules opens it. */
export const rulesOfResource = (resource: string): AccessRule[] => screensOfResource(resource).map(ruleOfRoute);
