import { ROUTE_GROUP_BY_KEY } from './catalogue';
import type { AccessRule } from './access';
import type { RouteEntry } from './types';

/** A route needs its group's code and its own (fixed routes have neither), and its roles. */
export const ruleOfRoute = (route: RouteEntry): AccessRule => ({
    codes: [ROUTE_GROUP_BY_KEY[route.group]?.code, route.code].filter((code): code is string => !!code),
    roles: route.roles,
});
