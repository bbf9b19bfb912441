import { describe, expect, it } from 'vitest';
import { ROUTES, ROUTE_GROUP_BY_KEY } from '../../base/routes/catalogue';
import { isMenuEntry, isRouteOpen, menuGroups, type Viewer } from '../../base/routes/visibility';
import { ruleOfRoute } from '../../base/routes/rules';
import { siteRuleKeepsRoute, siteRuleShowsInMenu } from '../../base/routes/siteRules';
import type { RouteEntry } from '../../base/routes/types';
import { SPEC_GROUP_ROLES, SPEC_ROLES, specAllows } from '../support/specRoleTable';

const ROLES = SPEC_ROLES;

const ALL_BUILT = new Set(ROUTES.map(route => route.path));
const ALL_CODES = new Set(ROUTES.flatMap(route => ruleOfRoute(route).codes ?? []));

const expectedByRoles = (route: RouteEntry, role: string): boolean =>
    specAllows(route.path, ROUTE_GROUP_BY_KEY[route.group].prefix, role);

const viewerWith = (roles: string[], codes: ReadonlySet<string> = ALL_CODES, siteCode = 'in'): Viewer => ({
    grants: { roles, codes },
    siteCode,
});

describe('route access against the role table of spec section 6', () => {
    it('gives roles to exactly the groups the table lists, and none to the code-only groups', () => {
        const withRoles = new Set(ROUTES.filter(route => route.group !== 'general' && route.roles).map(route => ROUTE_GROUP_BY_KEY[route.group].prefix));
        expect([...withRoles].sort()).toEqual(Object.keys(SPEC_GROUP_ROLES).sort());
    });

    it.each(ROLES)('opens exactly the routes the table grants to %s (all codes granted, every screen built)', role => {
        const differences = ROUTES.filter(route => siteRuleKeepsRoute(route.siteRule, 'in'))
            .filter(route => isRouteOpen(route, viewerWith([role]), ALL_BUILT) !== expectedByRoles(route, role))
            .map(route => route.path);
        expect(differences).toEqual([]);
    });

    it('gives a user with two roles the union of both', () => {
        const viewer = viewerWith(['qa', 'activityer']);
        const cmsHome = ROUTES.find(route => route.path === '/cms/home')!;
        const liveIndex = ROUTES.find(route => route.path === '/live/index')!;
        const cancelReason = ROUTES.find(route => route.path === '/orders/cancelReason')!;
        expect(isRouteOpen(cmsHome, viewer, ALL_BUILT)).toBe(false);
        expect(isRouteOpen(liveIndex, viewer, ALL_BUILT)).toBe(true);
        expect(isRouteOpen(cancelReason, viewer, ALL_BUILT)).toBe(true);
    });
});

describe('resource codes', () => {
    const ordersIndex = ROUTES.find(route => route.path === '/orders/index')!;

    it('closes a route whose own code is not granted, even to admin', () => {
        const codes = new Set([...ALL_CODES].filter(code => code !== ordersIndex.code));
        expect(isRouteOpen(ordersIndex, viewerWith(['admin'], codes), ALL_BUILT)).toBe(false);
    });

    it("closes a route whose group's code is not granted", () => {
        const groupCode = ROUTE_GROUP_BY_KEY.orders.code;
        const codes = new Set([...ALL_CODES].filter(code => code !== groupCode));
        expect(isRouteOpen(ordersIndex, viewerWith(['admin'], codes), ALL_BUILT)).toBe(false);
    });

    it('opens a code-only group to any role that holds its codes, and to none without', () => {
        const bankOffer = ROUTES.find(route => route.path === '/bankOffer/index')!;
        expect(isRouteOpen(bankOffer, viewerWith(['csss']), ALL_BUILT)).toBe(true);
        expect(isRouteOpen(bankOffer, viewerWith(['csss'], new Set()), ALL_BUILT)).toBe(false);
    });

    it('opens the fixed routes to any signed-in user without any code', () => {
        const fixed = ROUTES.filter(route => route.group === 'general');
        expect(fixed.every(route => isRouteOpen(route, viewerWith(['csss'], new Set()), ALL_BUILT))).toBe(true);
    });
});

describe('built screens', () => {
    it('treats a route whose screen is not built as closed and out of the menu', () => {
        const cmsHome = ROUTES.find(route => route.path === '/cms/home')!;
        const built = new Set(['/dashboard']);
        expect(isRouteOpen(cmsHome, viewerWith(['admin']), built)).toBe(false);
        expect(menuGroups(viewerWith(['admin']), built).map(entry => entry.group.key)).toEqual(['general']);
    });
});

describe('site rules', () => {
    const byPath = (path: string) => ROUTES.find(route => route.path === path)!;

    it('shows price protection in the menu only for site cn, and keeps it reachable elsewhere', () => {
        const route = byPath('/serviceSite/price-protection');
        expect(isMenuEntry(route, viewerWith(['admin'], ALL_CODES, 'cn'), ALL_BUILT)).toBe(true);
        expect(isMenuEntry(route, viewerWith(['admin'], ALL_CODES, 'in'), ALL_BUILT)).toBe(false);
        expect(isRouteOpen(route, viewerWith(['admin'], ALL_CODES, 'in'), ALL_BUILT)).toBe(true);
    });

    it('hides the retail store map for sites in and id only', () => {
        const route = byPath('/supportPage/retailStoreMap');
        expect(['in', 'id'].map(site => isMenuEntry(route, viewerWith(['admin'], ALL_CODES, site), ALL_BUILT))).toEqual([false, false]);
        expect(['cn', 'eu', 'uk'].map(site => isMenuEntry(route, viewerWith(['admin'], ALL_CODES, site), ALL_BUILT))).toEqual([true, true, true]);
    });

    it('removes the V2 app home and categories for in, id, cn, eu, es, it, fr, uk and the V1 ones elsewhere', () => {
        const v1 = ['/app/appHome', '/app/productCategories'].map(byPath);
        const v2 = ['/app/appHome-v2', '/app/productCategories-v2'].map(byPath);
        for (const site of ['in', 'id', 'cn', 'eu', 'es', 'it', 'fr', 'uk']) {
            expect(v1.every(route => isRouteOpen(route, viewerWith(['admin'], ALL_CODES, site), ALL_BUILT))).toBe(true);
            expect(v2.some(route => isRouteOpen(route, viewerWith(['admin'], ALL_CODES, site), ALL_BUILT))).toBe(false);
        }
        for (const site of ['ru', 'tr', 'pl']) {
            expect(v1.some(route => isRouteOpen(route, viewerWith(['admin'], ALL_CODES, site), ALL_BUILT))).toBe(false);
            expect(v2.every(route => isMenuEntry(route, viewerWith(['admin'], ALL_CODES, site), ALL_BUILT))).toBe(true);
        }
    });

    it('leaves routes without a site rule alone', () => {
        expect(siteRuleShowsInMenu(undefined, 'in')).toBe(true);
        expect(siteRuleKeepsRoute(undefined, undefined)).toBe(true);
    });
});

describe('menu groups', () => {
    it('keeps the spec order and leaves hidden routes out', () => {
        const groups = menuGroups(viewerWith(['admin']), ALL_BUILT);
        const keys = groups.map(entry => entry.group.key);
        expect(keys.indexOf('cms')).toBeLessThan(keys.indexOf('orders'));
        expect(groups.flatMap(entry => entry.routes).some(route => route.hidden)).toBe(false);
        expect(groups.flatMap(entry => entry.routes).map(route => route.path)).not.toContain('/orders/orderDetail/:id');
    });

    it('gives qa no CMS group and os one', () => {
        expect(menuGroups(viewerWith(['qa']), ALL_BUILT).map(entry => entry.group.key)).not.toContain('cms');
        expect(menuGroups(viewerWith(['os']), ALL_BUILT).map(entry => entry.group.key)).toContain('cms');
    });
});
