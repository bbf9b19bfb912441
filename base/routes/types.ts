import type { Role } from './roles';

/**
 * Site rules of spec section 2:
 * - `cnOnly`: in the menu only for site cn (price protection);
 * - `notInId`: not in the menu for sites in and id (retail store map);
 * - `appV1`: the V1 app home and categories, removed for the V2 sites;
 * - `appV2`: the V2 app home and categories, removed for every other site.
 */
export type SiteRule = 'cnOnly' | 'notInId' | 'appV1' | 'appV2';

/** A menu group: its path prefix, title, resource code and icon. Roles come from roles.ts. */
export interface RouteGroup {
    key: string;
    /** Path prefix, e.g. `/orders`; '' for groups whose screens sit at the top level. */
    prefix: string;
    titleKey: string;
    code: string;
    icon: string;
}

/** One row of the route catalogue: everything the menu, the guard, canAccess and the tabs need to know. */
export interface RouteEntry {
    /** react-router path with `:params`, e.g. `/orders/orderDetail/:id`. */
    path: string;
    /** Group key (RouteGroup.key). */
    group: string;
    /** Translation key of the title, e.g. `routes.orders.orderDetail`. */
    titleKey: string;
    /** The screen's own resource code (naming rule in catalogue.ts). */
    code: string;
    /** undefined: gated by resource code only. */
    roles?: readonly Role[];
    /** Icon key (see src/layout/icons.ts); groups' icons are used when absent. */
    icon?: string;
    /** Not in the menu (detail and edit pages), but reachable. */
    hidden?: boolean;
    /** The page is not kept alive when its tab is left. */
    noCache?: boolean;
    siteRule?: SiteRule;
    /**
     * Patterns its params must match (param → regular expression source), e.g. `{ id: '\\d+' }` for the spec's
     * "(numeric)" ids: a URL whose param does not match opens no route (/404).
     */
    params?: Readonly<Record<string, string>>;
}
