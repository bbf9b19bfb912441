import { describe, expect, it } from 'vitest';
import { ROUTES, ROUTE_GROUP_BY_KEY } from '../../src/routes/catalogue';
import { isMenuEntry, isRouteOpen, menuGroups, type Viewer } from '../../src/routes/visibility';
import { ruleOfRoute } from '../../src/routes/rules';
import { siteRuleKeepsRoute, siteRuleShowsInMenu } from '../../src/routes/siteRules';
import type { RouteEntry } from '../../src/routes/types';

/**
 * Spec section 6, written out again here (not imported from roles.ts): the test is an independent reading of the
 * table, so a slip in either fails it.
 */
const SPEC_GROUP_ROLES: Record<string, string[] | 'code-only'> = {
    cms: ['admin', 'os', 'dev', 'pm'],
    factory: ['admin', 'os', 'ros', 'qa', 'logistics', 'pm'],
    sms: ['admin', 'dev', 'qa', 'os', 'pm'],
    point: ['admin', 'os', 'ros', 'qa', 'logistics', 'pm'],
    dataPlatForm: ['admin', 'os', 'pm'],
    page: ['admin', 'dev'],
    permission: ['admin', 'editor'],
    resources: ['admin', 'csm', 'csss', 'qa', 'dev', 'pm', 'os'],
    supportPage: ['admin', 'csm', 'csss', 'qa', 'dev', 'pm', 'os'],
    serviceSite: ['csm', 'admin', 'csss', 'qa', 'dev', 'csso', 'os', 'pm'],
    prize: ['admin', 'qa', 'pz', 'os', 'csso', 'pm'],
    orders: ['admin', 'os', 'csm', 'csso', 'ros', 'qa', 'finance', 'audit', 'logistics', 'pm'],
    diff: ['admin', 'qa', 'pm', 'logistics', 'finance'],
    inventory: ['admin', 'csm', 'csso', 'qa', 'finance', 'audit', 'os', 'logistics', 'pm'],
    activities: ['admin', 'os', 'csm', 'csso', 'ros', 'qa', 'pm'],
    live: ['admin', 'activityer', 'qa', 'pm'],
    subscribe: ['admin', 'qa', 'activityer', 'os', 'pm'],
    app: ['admin', 'os', 'qa', 'pm'],
    miniPrograms: ['admin', 'os', 'qa', 'pm'],
    bankOffer: 'code-only',
    storeSettings: 'code-only',
    financialReconciliation: 'code-only',
    govSubsidy: 'code-only',
    reconciliation: 'code-only',
    promotion: 'code-only',
    b2b: 'code-only',
    sketch2code: 'code-only',
    supportHome: 'code-only',
    general: 'code-only',
};

const SPEC_SCREEN_ROLES: Record<string, string[] | undefined> = {
    '/permission/user': ['admin'],
    '/permission/user/add': ['admin'],
    '/permission/role/add': ['admin'],
    '/prize/template': ['admin', 'qa', 'pz', 'os'],
    '/prize/template/add': ['admin', 'qa', 'pz', 'os'],
    '/prize/template/edit': ['admin', 'qa', 'pz', 'os'],
    '/prize/award': ['admin', 'qa', 'pz', 'os'],
    '/prize/query': ['admin', 'qa', 'pz', 'os', 'csso'],
    '/prize/query-code': ['admin', 'qa', 'pz', 'os', 'csso'],
    '/orders/cancelReason': ['admin', 'qa'],
    '/orders/refund': ['admin', 'csm', 'csso', 'qa', 'finance', 'audit'],
    '/orders/prebook': ['admin', 'csm', 'csso', 'qa', 'finance', 'audit'],
    '/live/index': ['admin', 'activityer'],
};

const ROLES = ['admin', 'editor', 'dev', 'csm', 'csss', 'csso', 'qa', 'pm', 'os', 'pz', 'ros', 'finance', 'audit', 'logistics', 'activityer'];

const ALL_BUILT = new Set(ROUTES.map(route => route.path));
const ALL_CODES = new Set(ROUTES.flatMap(route => ruleOfRoute(route).codes ?? []));

const expectedByRoles = (route: RouteEntry, role: string): boolean => {
    if (role === 'admin') return true;
    const roles = SPEC_SCREEN_ROLES[route.path] ?? SPEC_GROUP_ROLES[route.group];
    return roles === 'code-only' || roles.includes(role);
};

const viewerWith = (roles: string[], codes: ReadonlySet<string> = ALL_CODES, siteCode = 'in'): Viewer => ({
    grants: { roles, codes },
    siteCode,
});

describe('route access against the role table of spec section 6', () => {
    it('knows every group of the catalogue', () => {
        const groups = new Set(ROUTES.map(route => route.group));
        expect([...groups].sort()).toEqual(Object.keys(SPEC_GROUP_ROLES).sort());
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
