import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mock-server/node';
import { db } from '../../mock-server/db/store';
import { SITES } from '../../mock-server/db/sites';
import { grantedCodesFor } from '../../mock-server/db/grants';
import {
    createAuthProvider,
    ensureSession,
    RESOURCES_ERROR,
    ROLES_ERROR,
    type AccessRuleLookup,
} from '../../providers/authProvider';
import { api } from '../../providers/httpClient';
import { enMessages } from '../../providers/messages/en';
import { zhMessages } from '../../providers/messages/zh';
import type { Fault } from '../../mock-server/faults';
import { injectFault } from '../support/mockBackend';
import { sessionUser } from '../../base/session/sessionUser';
import { getToken, setToken } from '../../base/session/token';
import { storeReturnPath } from '../../base/session/returnPath';
import type { AccessRule } from '../../base/routes/access';
import {
    apiPath,
    cookieValue,
    DEMO_PASSWORD,
    gate,
    recordRequests,
    recordToasts,
    requestsTo,
    signIn,
    spyNavigation,
    storeSiteCookies,
} from './helpers';

const noRules: AccessRuleLookup = () => [];

const failure = async (promise: Promise<unknown>): Promise<Error> => {
    const error = await promise.then(
        () => {
            throw new Error('expected a rejection');
        },
        (reason: unknown) => reason,
    );
    return error as Error;
};

describe('authProvider.login', () => {
    it('posts /login form-encoded with the username trimmed', async () => {
        const seen = recordRequests();
        await createAuthProvider(noRules).login({ username: '  admin \t', password: DEMO_PASSWORD });
        const [login] = requestsTo(seen, '/login');
        expect(login.method).toBe('POST');
        expect(login.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
        await expect(login.body).resolves.toBe('username=admin&password=oms-demo');
    });

    it('stores data.data as the token and asks GET /userInfo?token=… for the identity', async () => {
        // The token the mock's /login answered with, read off the wire.
        let issued: string | undefined;
        const onResponse = async ({ request, response }: { request: Request; response: Response }) => {
            if (new URL(request.url).pathname === apiPath('/login')) issued = (await response.clone().json()).data;
        };
        mockServer.events.on('response:mocked', onResponse);
        onTestFinished(() => mockServer.events.removeListener('response:mocked', onResponse));
        const seen = recordRequests();
        const auth = createAuthProvider(noRules);
        await auth.login({ username: 'admin', password: DEMO_PASSWORD });

        const sitesCall = requestsTo(seen, '/sso/basic/listSites')[0];
        await vi.waitFor(() => expect(issued).toBeTruthy());
        expect(sitesCall.headers.get('x-auth-token')).toBe(issued);
        const [userInfo] = requestsTo(seen, '/userInfo');
        expect(userInfo.method).toBe('GET');
        expect(userInfo.url.searchParams.get('token')).toBe(issued);

        await expect(auth.getIdentity!()).resolves.toEqual({ id: 'admin', fullName: 'Demo Administrator', avatar: undefined });
    });

    it('then keeps the rotated token of the resources answer (x-auth-token)', async () => {
        const seen = recordRequests();
        await signIn('admin');
        const loginToken = requestsTo(seen, '/sso/basic/listSites')[0].headers.get('x-auth-token');
        expect(requestsTo(seen, '/sso/basic/listResources')[0].headers.get('x-auth-token')).toBe(loginToken);
        expect(getToken()).toBeTruthy();
        expect(getToken()).not.toBe(loginToken);
        expect(db.sessions.has(getToken()!)).toBe(true);
    });

    it('rejects an account without roles with exactly the spec text and keeps no token', async () => {
        const error = await failure(createAuthProvider(noRules).login({ username: 'noroles', password: DEMO_PASSWORD }));
        expect(error.message).toBe('getInfo: roles must be a non-null array !');
        expect(ROLES_ERROR).toBe('getInfo: roles must be a non-null array !');
        expect(getToken()).toBeUndefined();
        expect(sessionUser.get()).toBeUndefined();
    });

    it('after 5 wrong passwords in a row, refuses the account for a while with the sign-in form’s own text (en and zh)', async () => {
        const auth = createAuthProvider(noRules);
        for (let attempt = 1; attempt < 5; attempt += 1) {
            expect((await failure(auth.login({ username: 'pm', password: 'wrong' }))).message).toBe('Incorrect username or password');
        }
        expect((await failure(auth.login({ username: 'pm', password: 'wrong' }))).message).toBe('oms.auth.locked');
        expect((await failure(auth.login({ username: 'pm', password: DEMO_PASSWORD }))).message).toBe('oms.auth.locked');
        expect((enMessages as unknown as { oms: { auth: { locked: string } } }).oms.auth.locked).toBe('Too many wrong passwords: this account is locked for a while. Try again later, or ask an administrator to reset your password.');
        expect((zhMessages as unknown as { oms: { auth: { locked: string } } }).oms.auth.locked).toBe('密码错误次数过多：该账号已被暂时锁定。请稍后再试，或请管理员重置密码。');
        expect(getToken()).toBeUndefined();
    });

    it('rejects wrong credentials with the server message and no toast (the login form shows it)', async () => {
        const toasts = recordToasts();
        const error = await failure(createAuthProvider(noRules).login({ username: 'admin', password: 'wrong' }));
        expect(error.message).toBe('Incorrect username or password');
        expect(getToken()).toBeUndefined();
        expect(toasts).toEqual([]);
    });

    it('goes back to the stored return path after sign-in, else /dashboard', async () => {
        storeReturnPath('/orders/index?status=paid', undefined);
        const auth = createAuthProvider(noRules);
        await expect(auth.login({ username: 'admin', password: DEMO_PASSWORD })).resolves.toEqual({
            redirectTo: '/orders/index?status=paid',
        });
        sessionUser.clear();
        await expect(auth.login({ username: 'admin', password: DEMO_PASSWORD })).resolves.toEqual({ redirectTo: '/dashboard' });
    });

    it("sends another account to /dashboard, not to the page the last account's session ended on", async () => {
        const auth = await signIn('qa');
        storeReturnPath('/async-task');
        await auth.logout({});
        await expect(auth.login({ username: 'admin', password: DEMO_PASSWORD })).resolves.toEqual({ redirectTo: '/dashboard' });
        storeReturnPath('/async-task');
        await auth.logout({});
        await expect(auth.login({ username: 'admin', password: DEMO_PASSWORD })).resolves.toEqual({ redirectTo: '/async-task' });
    });
});

describe('authProvider: agents', () => {
    it('loads agent info and account info for accountType 2 and keeps roleType 2', async () => {
        const seen = recordRequests();
        await signIn('agent');
        expect(requestsTo(seen, '/b2b/direct/account/agent/info')).toHaveLength(1);
        expect(requestsTo(seen, '/b2b/direct/internet/accountInfo')).toHaveLength(1);
        const user = sessionUser.get()!;
        expect(user.accountType).toBe(2);
        expect(user.roleType).toBe(2);
        expect(user.agentInfo).toMatchObject({ agentName: 'Demo Sales Agent', level: 2 });
    });

    it('defaults roleType to 1 when the account info call gives none', async () => {
        mockServer.use(
            http.get(apiPath('/b2b/direct/internet/accountInfo'), () =>
                HttpResponse.json({ code: 200, msg: 'success', data: { account: 'agent' } }),
            ),
        );
        await signIn('agent');
        expect(sessionUser.get()!.roleType).toBe(1);
    });

    it('does not call the agent endpoints for staff accounts (roleType 1, accountType 1)', async () => {
        const seen = recordRequests();
        await signIn('admin');
        expect(requestsTo(seen, '/b2b/direct/account/agent/info')).toHaveLength(0);
        expect(requestsTo(seen, '/b2b/direct/internet/accountInfo')).toHaveLength(0);
        expect(sessionUser.get()).toMatchObject({ accountType: 1, roleType: 1, agentInfo: undefined });
    });
});

describe('authProvider: resources', () => {
    it('loads GET /sso/basic/listResources once per session', async () => {
        const seen = recordRequests();
        const auth = await signIn('admin');
        await ensureSession();
        await ensureSession();
        await auth.canAccess!({ resource: 'orders', action: 'list' });
        await auth.checkAuth!({});
        const calls = requestsTo(seen, '/sso/basic/listResources');
        expect(calls).toHaveLength(1);
        expect(calls[0].method).toBe('GET');
        const codes = sessionUser.get()!.resources!.map(resource => resource.frontendCode);
        expect(codes).toEqual(grantedCodesFor(['admin']));
        expect(codes.length).toBeGreaterThan(100);
    });

    it('shares one load between concurrent callers', async () => {
        await signIn('admin');
        const seen = recordRequests();
        sessionUser.clear();
        const [a, b] = await Promise.all([ensureSession(), ensureSession()]);
        expect(a).toBe(b);
        expect(requestsTo(seen, '/sso/basic/listResources')).toHaveLength(1);
        expect(requestsTo(seen, '/userInfo')).toHaveLength(1);
    });

    it("fails with exactly 'Verification failed, please login again' when the answer has a non-200 code and no msg", async () => {
        mockServer.use(
            http.get(apiPath('/sso/basic/listResources'), () => HttpResponse.json({ code: 500, msg: '', data: null })),
        );
        const toasts = recordToasts();
        const error = await failure(createAuthProvider(noRules).login({ username: 'admin', password: DEMO_PASSWORD }));
        expect(error.message).toBe('Verification failed, please login again');
        expect(RESOURCES_ERROR).toBe('Verification failed, please login again');
        expect(getToken()).toBeUndefined();
        expect(toasts).toEqual([]);
    });

    it('the same when msg is null', async () => {
        mockServer.use(
            http.get(apiPath('/sso/basic/listResources'), () => HttpResponse.json({ code: 403, msg: null, data: null })),
        );
        const error = await failure(createAuthProvider(noRules).login({ username: 'admin', password: DEMO_PASSWORD }));
        expect(error.message).toBe('Verification failed, please login again');
    });

    it("keeps the server's own text when the refusal carries one", async () => {
        mockServer.use(
            http.get(apiPath('/sso/basic/listResources'), () =>
                HttpResponse.json({ code: 403, msg: 'Resource service unavailable', data: null }),
            ),
        );
        const error = await failure(createAuthProvider(noRules).login({ username: 'admin', password: DEMO_PASSWORD }));
        expect(error.message).toBe('Resource service unavailable');
    });
});

describe('authProvider: sites', () => {
    it('posts /sso/basic/listSites with the JSON body {"appCode":"oms"}', async () => {
        const seen = recordRequests();
        await signIn('admin');
        const [sites] = requestsTo(seen, '/sso/basic/listSites');
        expect(sites.method).toBe('POST');
        expect(sites.headers.get('Content-Type')).toBe('application/json');
        await expect(sites.body).resolves.toBe('{"appCode":"oms"}');
        expect(sessionUser.get()!.sites).toEqual(SITES);
    });

    it('stores the first site when nothing is stored', async () => {
        await signIn('admin');
        expect(cookieValue('regionCode')).toBe('IN');
        expect(cookieValue('siteCode')).toBe('in');
        expect(sessionUser.get()!.site).toEqual({ regionCode: 'IN', siteCode: 'in', siteName: 'India' });
    });

    it('keeps a stored site that is in the list', async () => {
        storeSiteCookies('EU', 'es');
        await signIn('admin');
        expect(cookieValue('regionCode')).toBe('EU');
        expect(cookieValue('siteCode')).toBe('es');
        expect(sessionUser.get()!.site?.siteName).toBe('Spain');
    });

    it("switches to the first site when the stored region is not among the user's sites", async () => {
        storeSiteCookies('EU', 'es');
        await signIn('agent'); // the agent has site in only
        expect(cookieValue('regionCode')).toBe('IN');
        expect(cookieValue('siteCode')).toBe('in');
        expect(sessionUser.get()!.site?.siteCode).toBe('in');
    });

    it('clears the site cookies and loads no resources for an account without sites', async () => {
        storeSiteCookies('IN', 'in');
        const seen = recordRequests();
        await signIn('nosite');
        expect(cookieValue('regionCode')).toBeUndefined();
        expect(cookieValue('siteCode')).toBeUndefined();
        expect(requestsTo(seen, '/sso/basic/listResources')).toHaveLength(0);
        const user = sessionUser.get()!;
        expect(user.sites).toEqual([]);
        expect(user.site).toBeUndefined();
        expect(user.resources).toBeUndefined();
    });
});

describe('authProvider.logout', () => {
    it('posts /logout, forgets the session and resolves with no SSO redirect', async () => {
        const auth = await signIn('admin');
        const token = getToken()!;
        const seen = recordRequests();
        await expect(auth.logout({})).resolves.toBeUndefined();
        const [logout] = requestsTo(seen, '/logout');
        expect(logout.method).toBe('POST');
        expect(logout.headers.get('x-auth-token')).toBe(token);
        expect(db.sessions.has(token)).toBe(false);
        expect(getToken()).toBeUndefined();
        expect(sessionUser.get()).toBeUndefined();
    });

    it('forgets the session here before the server answers, so calls still out find it over', async () => {
        const auth = await signIn('admin');
        const token = getToken()!;
        const answered = gate();
        let sentToken: string | null = null;
        mockServer.use(
            http.post(apiPath('/logout'), async ({ request }) => {
                sentToken = request.headers.get('x-auth-token');
                await answered.opened;
                return HttpResponse.json({ code: 200, msg: 'success', data: null });
            }),
        );
        const loggingOut = auth.logout({});
        await vi.waitFor(() => expect(sentToken).toBe(token));
        expect(getToken()).toBeUndefined();
        expect(sessionUser.get()).toBeUndefined();
        answered.open();
        await expect(loggingOut).resolves.toBeUndefined();
    });

    it('keeps the site and language choices', async () => {
        const auth = await signIn('admin');
        await auth.logout({});
        expect(cookieValue('siteCode')).toBe('in');
    });

    it('does not redirect to sign-on when the server says the session is already over', async () => {
        const { goTo } = spyNavigation();
        setToken('stale');
        await expect(createAuthProvider(noRules).logout({})).resolves.toBeUndefined();
        expect(goTo).not.toHaveBeenCalled();
        expect(getToken()).toBeUndefined();
    });

    it('calls nothing without a token', async () => {
        const seen = recordRequests();
        await expect(createAuthProvider(noRules).logout({})).resolves.toBeUndefined();
        expect(seen).toEqual([]);
    });
});

describe('authProvider.checkError and checkAuth', () => {
    it('rejects for status 401 and forgets the session', async () => {
        const auth = await signIn('admin');
        await expect(auth.checkError({ status: 401 })).rejects.toEqual({ redirectTo: '/login', message: false });
        expect(getToken()).toBeUndefined();
        expect(sessionUser.get()).toBeUndefined();
    });

    it('resolves for 403 and 500 and keeps the session', async () => {
        const auth = await signIn('admin');
        await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
        await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
        expect(getToken()).toBeTruthy();
        expect(sessionUser.get()).toBeDefined();
    });

    it('checkAuth rejects to /login without a token', async () => {
        await expect(createAuthProvider(noRules).checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
    });
});

/** A reload with a valid token: the session is loaded again by checkAuth, and a failure must not be silent. */
describe('authProvider.checkAuth after a reload, when loading the session fails', () => {
    const reloadWith = async (fault: Fault) => {
        const auth = await signIn('admin');
        sessionUser.clear();
        await injectFault(fault);
        const toasts = recordToasts();
        const seen = recordRequests('/logout');
        const outcome = await failure(auth.checkAuth({}));
        return { outcome, toasts, seen };
    };

    it.each([
        ['/userInfo answers roles: []', { path: '/userInfo', code: 200, data: { account: 'admin', name: 'A', roles: [] } }, 'getInfo: roles must be a non-null array !'],
        ['/userInfo answers body code 500', { path: '/userInfo', code: 500, msg: 'User service unavailable' }, 'User service unavailable'],
        ['listResources answers body code 500 with a text', { path: '/sso/basic/listResources', code: 500, msg: 'Resource service unavailable' }, 'Resource service unavailable'],
        ['listResources answers body code 500 without one', { path: '/sso/basic/listResources', code: 500 }, 'Verification failed, please login again'],
    ])('%s: one error toast with the text, then logout and the sign-in page', async (_, fault, text) => {
        const { outcome, toasts, seen } = await reloadWith(fault);
        expect(toasts).toEqual([{ message: text, type: 'error', autoHideDuration: 5000 }]);
        expect(outcome).toEqual({ redirectTo: '/login', message: false });
        expect(seen.map(request => request.method)).toEqual(['POST']);
        expect(getToken()).toBeUndefined();
        expect(sessionUser.get()).toBeUndefined();
    });

    it('concurrent checks share one toast and one logout', async () => {
        const auth = await signIn('admin');
        sessionUser.clear();
        await injectFault({ path: '/userInfo', code: 500, msg: 'User service unavailable' });
        const toasts = recordToasts();
        const seen = recordRequests('/logout');
        await Promise.allSettled([auth.checkAuth({}), auth.checkAuth({})]);
        expect(toasts).toHaveLength(1);
        expect(seen).toHaveLength(1);
    });
});

describe('authProvider.canAccess', () => {
    const ordersRules: AccessRule[] = [{ codes: ['orders:index'], roles: ['admin', 'os'] }];
    const lookup =
        (rules: Record<string, readonly AccessRule[]>): AccessRuleLookup =>
        resource =>
            rules[resource] ?? [];

    it('answers true for admin and false for activityer', async () => {
        const auth = createAuthProvider(lookup({ orders: ordersRules }));
        await auth.login({ username: 'admin', password: DEMO_PASSWORD });
        await expect(auth.canAccess!({ resource: 'orders', action: 'list' })).resolves.toBe(true);
        await auth.logout({});
        await auth.login({ username: 'activityer', password: DEMO_PASSWORD });
        await expect(auth.canAccess!({ resource: 'orders', action: 'list' })).resolves.toBe(false);
    });

    it('lets a non-admin in when his role and the code match', async () => {
        const auth = createAuthProvider(lookup({ orders: ordersRules }));
        await auth.login({ username: 'os', password: DEMO_PASSWORD });
        await expect(auth.canAccess!({ resource: 'orders', action: 'list' })).resolves.toBe(true);
    });

    it('shows admin a route with roles he lacks only if its code is granted', async () => {
        const auth = createAuthProvider(
            lookup({
                granted: [{ codes: ['orders:index'], roles: ['finance'] }],
                notGranted: [{ codes: ['orders:not-a-code'], roles: ['finance'] }],
            }),
        );
        await auth.login({ username: 'admin', password: DEMO_PASSWORD });
        await expect(auth.canAccess!({ resource: 'granted', action: 'list' })).resolves.toBe(true);
        await expect(auth.canAccess!({ resource: 'notGranted', action: 'list' })).resolves.toBe(false);
    });

    it('answers false for a resource without rules, and without a session', async () => {
        const auth = createAuthProvider(lookup({ orders: ordersRules }));
        await expect(auth.canAccess!({ resource: 'orders', action: 'list' })).resolves.toBe(false);
        await auth.login({ username: 'admin', password: DEMO_PASSWORD });
        await expect(auth.canAccess!({ resource: 'unknown', action: 'list' })).resolves.toBe(false);
    });
});

describe('authProvider: data type', () => {
    it('gives the qa account dataType 1 in the session and the dataType header on calls', async () => {
        mockServer.use(http.get(apiPath('/ping'), () => HttpResponse.json({ code: 200, msg: 'success', data: null })));
        await signIn('qa');
        expect(sessionUser.get()!.dataType).toBe(1);
        const seen = recordRequests();
        await api.get('/ping');
        expect(seen[0].headers.get('dataType')).toBe('1');
    });

    it('gives other accounts dataType 0', async () => {
        mockServer.use(http.get(apiPath('/ping'), () => HttpResponse.json({ code: 200, msg: 'success', data: null })));
        for (const account of ['admin', 'os']) {
            await signIn(account);
            expect(sessionUser.get()!.dataType).toBe(0);
            const seen = recordRequests();
            await api.get('/ping');
            expect(seen.at(-1)!.headers.get('dataType')).toBe('0');
            sessionUser.clear();
        }
    });
});
