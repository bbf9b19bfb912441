import { describe, expect, it } from 'vitest';
import { closeAllTabs, closeOtherTabs, closeTab, visitTab, type VisitedTab } from '../../src/layout/tabs/visitedTabs';
import { tabOfLocation } from '../../src/layout/tabs/tabOfLocation';
import { ROUTES } from '../../base/routes/catalogue';
import { ruleOfRoute } from '../../base/routes/rules';

const tab = (key: string, path = key): VisitedTab => ({ key, path, titleKey: `title${key}` });
const A = tab('/a');
const B = tab('/b');
const C = tab('/c');

describe('visited-page tab rules (spec section 4)', () => {
    it('adds a tab on a visit, once per path, keeping the latest query string', () => {
        const once = visitTab([], A);
        expect(once).toEqual([A]);
        expect(visitTab(once, A)).toBe(once);
        expect(visitTab(once, tab('/a', '/a?filter=x'))).toEqual([{ ...A, path: '/a?filter=x' }]);
        expect(visitTab(once, B)).toEqual([A, B]);
    });

    it('names a record tab by its record once its page has shown it, and keeps that name on later visits', () => {
        const byId: VisitedTab = { key: '/orders/orderDetail/69425', path: '/orders/orderDetail/69425', titleKey: 'routes.orders.orderDetail', titleSuffix: '69425' };
        const named = visitTab([A, byId], { ...byId, recordName: 'ORD2024051500012' });
        expect(named[1]).toEqual({ ...byId, recordName: 'ORD2024051500012' });
        expect(visitTab(named, byId)).toBe(named);
        expect(visitTab(named, { ...byId, path: `${byId.path}?from=list` })[1]).toEqual({ ...byId, path: `${byId.path}?from=list`, recordName: 'ORD2024051500012' });
    });

    it('closing the active tab goes to the last remaining tab', () => {
        expect(closeTab([A, B, C], '/c', '/c')).toEqual({ tabs: [A, B], navigateTo: '/b' });
        expect(closeTab([A, B, C], '/a', '/a')).toEqual({ tabs: [B, C], navigateTo: '/c' });
    });

    it('closing the last tab goes to /', () => {
        expect(closeTab([A], '/a', '/a')).toEqual({ tabs: [], navigateTo: '/' });
    });

    it('closing another tab stays where the user is', () => {
        expect(closeTab([A, B, C], '/a', '/c')).toEqual({ tabs: [B, C] });
    });

    it('close others keeps one, and goes to it when it was not on screen', () => {
        expect(closeOtherTabs([A, B, C], '/b', '/b')).toEqual({ tabs: [B], navigateTo: undefined });
        expect(closeOtherTabs([A, B, C], '/a', '/c')).toEqual({ tabs: [A], navigateTo: '/a' });
    });

    it('close all goes to /', () => {
        expect(closeAllTabs()).toEqual({ tabs: [], navigateTo: '/' });
    });
});

describe('the tab a location opens', () => {
    const codes = new Set(ROUTES.flatMap(route => ruleOfRoute(route).codes ?? []));
    const viewer = { grants: { roles: ['admin'], codes }, siteCode: 'in' };
    const built = new Set(ROUTES.map(route => route.path));

    it('gives each record of a detail page its own tab, titled with its id, not kept alive', () => {
        const first = tabOfLocation('/orders/orderDetail/42', '', viewer, built);
        const second = tabOfLocation('/orders/orderDetail/43', '', viewer, built);
        expect(first).toMatchObject({ key: '/orders/orderDetail/42', titleKey: 'routes.orders.orderDetail', titleSuffix: '42', noCache: true });
        expect(second?.key).toBe('/orders/orderDetail/43');
    });

    it('keeps the query string in the path but not in the key', () => {
        expect(tabOfLocation('/orders/index', '?page=2', viewer, built)).toMatchObject({ key: '/orders/index', path: '/orders/index?page=2' });
    });

    it('opens no tab for error pages, unknown paths, unbuilt or denied screens', () => {
        expect(tabOfLocation('/404', '', viewer, built)).toBeUndefined();
        expect(tabOfLocation('/no/such/page', '', viewer, built)).toBeUndefined();
        expect(tabOfLocation('/orders/index', '', viewer, new Set(['/dashboard']))).toBeUndefined();
        const qa = { ...viewer, grants: { roles: ['qa'], codes } };
        expect(tabOfLocation('/cms/home', '', qa, built)).toBeUndefined();
    });
});
