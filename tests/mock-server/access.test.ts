/**
 * Access enforcement of the mock backend: the token check on every call, the resource-code check on the REST
 * collections, and the grants of spec section 6's role table, per role and per catalogue group.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES, ROUTE_GROUPS, ROUTE_GROUP_BY_KEY } from '../../base/routes/catalogue';
import { grantedCodesFor } from '../../mock-server/db/grants';
import {
    ROLE_ACCOUNTS,
    call,
    envelopeCall,
    expectRestFailure,
    grantedCodes,
    signIn,
    type Envelope,
} from './client';
import { SPEC_GROUP_ROLES, SPEC_SCREEN_ROLES } from '../support/specRoleTable';

type RoleName = (typeof ROLE_ACCOUNTS)[number];

const SIBLING_APP_CODES = ['bulk', 'bulk_overseas', 'prophet', 'productCore'];

const ROLE_GATED_GROUPS = ROUTE_GROUPS.filter(group => group.prefix in SPEC_GROUP_ROLES);
const screensOf = (groupKey: string) => ROUTES.filter(route => route.group === groupKey && route.code !== '');

/** Spec expectation for one screen: admin sees everything, else the screen's narrowing or its group's roles. */
const specAllows = (role: RoleName, path: string, groupPrefix: string): boolean =>
    role === 'admin' || (SPEC_SCREEN_ROLES[path] ?? SPEC_GROUP_ROLES[groupPrefix]).includes(role);

describe('the catalogue covers the role table', () => {
    it('has a group for every prefix of the table and a screen for every narrowed path', () => {
        expect(ROLE_GATED_GROUPS.map(group => group.prefix).sort()).toEqual(Object.keys(SPEC_GROUP_ROLES).sort());
        for (const path of Object.keys(SPEC_SCREEN_ROLES)) {
            expect(ROUTES.some(route => route.path === path), path).toBe(true);
        }
    });
});

describe('grants per role (GET /sso/basic/listResources) follow spec section 6', () => {
    for (const role of ROLE_ACCOUNTS) {
        it(`${role}: every screen code and group code of the role-gated groups`, async () => {
            const granted = await grantedCodes(await signIn(role));
            // The server's table and the HTTP answer agree.
            expect([...granted].sort()).toEqual(grantedCodesFor([role]));
            for (const group of ROLE_GATED_GROUPS) {
                const groupAllowed = role === 'admin' || SPEC_GROUP_ROLES[group.prefix].includes(role);
                expect(granted.has(group.code), `${role} group code ${group.code}`).toBe(groupAllowed);
                for (const route of screensOf(group.key)) {
                    expect(granted.has(route.code), `${role} ${route.path} (${route.code})`).toBe(
                        specAllows(role, route.path, group.prefix),
                    );
                }
            }
        });
    }

    it('grants only codes the catalogue or the sibling apps know', async () => {
        const known = new Set([
            ...ROUTES.map(route => route.code).filter(Boolean),
            ...ROUTE_GROUPS.map(group => group.code).filter(Boolean),
            ...SIBLING_APP_CODES,
        ]);
        for (const role of ROLE_ACCOUNTS) {
            const granted = await grantedCodes(await signIn(role));
            for (const code of granted) expect(known.has(code), `${role}: ${code}`).toBe(true);
        }
    });

    it('admin has every route code, every group code and the sibling app codes', async () => {
        const granted = await grantedCodes(await signIn('admin'));
        for (const route of ROUTES) if (route.code) expect(granted.has(route.code), route.code).toBe(true);
        for (const group of ROUTE_GROUPS) if (group.code) expect(granted.has(group.code), group.code).toBe(true);
        for (const code of SIBLING_APP_CODES) expect(granted.has(code), code).toBe(true);
    });

    it('noroles has nothing', async () => {
        expect([...(await grantedCodes(await signIn('noroles')))]).toEqual([]);
    });

    it('the examples of the brief, spelled out', async () => {
        const codes = async (account: string) => grantedCodes(await signIn(account));
        const qa = await codes('qa');
        expect([...qa].filter(code => code === 'cms' || code.startsWith('cms:'))).toEqual([]);
        expect(qa.has('live:index')).toBe(false);
        expect(qa.has('live:edit/id')).toBe(true);

        const os = await codes('os');
        expect(os.has('cms')).toBe(true);
        expect(os.has('cms:home')).toBe(true);

        const editor = await codes('editor');
        expect(editor.has('permission:user/edit/id')).toBe(true);
        expect(editor.has('permission:role')).toBe(true);
        expect(editor.has('permission:user')).toBe(false);
        expect(editor.has('permission:user/add')).toBe(false);
        expect(editor.has('permission:role/add')).toBe(false);

        const csso = await codes('csso');
        expect(csso.has('prize:query')).toBe(true);
        expect(csso.has('prize:query-code')).toBe(true);
        expect(csso.has('prize:template')).toBe(false);
        expect(csso.has('prize:award')).toBe(false);

        const pm = await codes('pm');
        expect(pm.has('prize:coupon-rules')).toBe(true);
        expect(pm.has('prize:query')).toBe(false);
        expect(pm.has('orders:refund')).toBe(false);

        expect((await codes('activityer')).has('live:index')).toBe(true);
    });
});

const CUSTOM_CALLS: { path: string; method: 'GET' | 'POST' }[] = [
    { path: '/userInfo', method: 'GET' },
    { path: '/logout', method: 'POST' },
    { path: '/sso/basic/listSites', method: 'POST' },
    { path: '/sso/basic/listResources', method: 'GET' },
    { path: '/sso/basic/modifyPassword', method: 'POST' },
    { path: '/b2b/direct/account/agent/info', method: 'GET' },
    { path: '/b2b/direct/internet/accountInfo', method: 'GET' },
    { path: '/admin/user/list', method: 'GET' },
    { path: '/admin/user/get', method: 'GET' },
    { path: '/admin/user/create', method: 'POST' },
    { path: '/admin/user/update', method: 'POST' },
    { path: '/admin/user/status', method: 'POST' },
    { path: '/admin/user/resetPassword', method: 'POST' },
    { path: '/admin/user/assignRoles', method: 'POST' },
];

const COLLECTIONS = ['orders', 'coupon-templates', 'async-tasks'];
const REST_CALLS = COLLECTIONS.flatMap(name => [
    { path: `/${name}`, method: 'GET' },
    { path: `/${name}/1`, method: 'GET' },
    { path: `/${name}`, method: 'POST' },
    { path: `/${name}/1`, method: 'PUT' },
    { path: `/${name}/1`, method: 'DELETE' },
]);

/** Tokens that must not work: none, forged, revoked, and one of a disabled account. */
const badTokens = async (): Promise<[string, string | null][]> => {
    const revoked = await signIn('qa');
    await envelopeCall('/logout', { method: 'POST', token: revoked });
    const disabled = await signIn('pz');
    const admin = await signIn('admin');
    const status = await envelopeCall('/admin/user/status', { token: admin, form: { id: '10', status: 'disabled' } });
    expect(status.code).toBe(200); // id 10 is the pz demo account
    return [
        ['no token', null],
        ['forged token', 'mock-admin-1-forged'],
        ['revoked token', revoked],
        ['token of a disabled account', disabled],
    ];
};

describe('every call without a valid token gets body code 401', () => {
    it('custom calls: HTTP 200 and body code 401', async () => {
        for (const [label, token] of await badTokens()) {
            for (const { path, method } of CUSTOM_CALLS) {
                const result = await call<Envelope>(path, {
                    method,
                    token,
                    ...(method === 'POST' && { form: { id: '1', appCode: 'oms' } }),
                    query: method === 'GET' ? { id: '1' } : undefined,
                });
                expect(result.status, `${label} ${method} ${path}`).toBe(200);
                expect(result.body.code, `${label} ${method} ${path}`).toBe(401);
                expect(result.body.data).toBeNull();
            }
        }
    });

    it('REST calls: HTTP 401 and body code 401, before any site or input check', async () => {
        for (const [label, token] of await badTokens()) {
            for (const { path, method } of REST_CALLS) {
                const result = await call(path, {
                    method,
                    token,
                    site: 'in',
                    ...((method === 'POST' || method === 'PUT') && { json: { name: 'x' } }),
                });
                expect(result.status, `${label} ${method} ${path}`).toBe(401);
                expectRestFailure(result, 401);
            }
            const noSite = await call('/orders', { token });
            expectRestFailure(noSite, 401);
        }
    });
});

describe('REST collections check the resource code', () => {
    it('refuses activityer on /api/orders with HTTP 403 naming the code', async () => {
        const token = await signIn('activityer');
        for (const [method, path] of [['GET', '/orders'], ['GET', '/orders/1'], ['PUT', '/orders/1'], ['DELETE', '/orders/1']]) {
            const result = await call<Envelope>(path, {
                method,
                token,
                site: 'in',
                ...(method === 'PUT' && { json: { orderStatus: 'cancelled' } }),
            });
            expectRestFailure(result, 403);
            expect(result.body.msg).toContain('orders:index');
        }
        const create = await call<Envelope>('/orders', { token, site: 'in', json: { orderId: 'X' } });
        expectRestFailure(create, 403);
        // Nothing was changed or deleted behind the refusal.
        const admin = await signIn('admin');
        expect((await call('/orders/1', { token: admin, site: 'in' })).status).toBe(200);
    });

    it('opens /orders exactly to the roles of the /orders group', async () => {
        for (const role of ROLE_ACCOUNTS) {
            const result = await call('/orders', { token: await signIn(role), site: 'in', query: { range: [0, 0] } });
            const allowed = role === 'admin' || SPEC_GROUP_ROLES['/orders'].includes(role);
            expect(result.status, role).toBe(allowed ? 200 : 403);
        }
    });

    it('opens writes to /coupon-templates exactly to the roles of the coupon template screen', async () => {
        // Reading is open to the screens that name a template too (the code query, coupon rules, group codes).
        for (const role of ROLE_ACCOUNTS) {
            const result = await call<Envelope>('/coupon-templates', { token: await signIn(role), site: 'in', json: {} });
            const allowed = SPEC_SCREEN_ROLES['/prize/template'].includes(role);
            // Allowed writers reach the validator (an empty template is refused), the others are refused access.
            expect(result.status, role).toBe(allowed ? 400 : 403);
            if (!allowed) expect(result.body.msg).toContain('prize:template');
        }
    });

    it('opens /async-tasks to every signed-in account, also one with no roles', async () => {
        for (const account of [...ROLE_ACCOUNTS, 'noroles', 'agent']) {
            const result = await call('/async-tasks', { token: await signIn(account), site: 'in' });
            expect(result.status, account).toBe(200);
        }
    });

    it('refuses the admin user calls to accounts without the permission codes (body code 403)', async () => {
        const token = await signIn('qa');
        expect((await envelopeCall('/admin/user/list', { token })).code).toBe(403);
        expect((await envelopeCall('/admin/user/get', { token, query: { id: '1' } })).code).toBe(403);
        expect((await envelopeCall('/admin/user/assignRoles', { token, form: { id: '7', roles: 'admin' } })).code).toBe(403);
        const me = await envelopeCall<{ roles: string[] }>('/userInfo', { token });
        expect(me.data.roles).toEqual(['qa']);
    });
});

describe('ROUTE_GROUP_BY_KEY', () => {
    it('maps each route to a known group (the test above relies on it)', () => {
        for (const route of ROUTES) expect(ROUTE_GROUP_BY_KEY[route.group], route.path).toBeDefined();
    });
});
