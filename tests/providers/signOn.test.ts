import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mock-server/node';
import { apiConfig } from '../../base/config';
import { api } from '../../providers/httpClient';
import { createAuthProvider } from '../../providers/authProvider';
import { signOffUrl, signOnUrl } from '../../providers/signOn';
import { getToken, setToken } from '../../base/session/token';
import { sessionUser } from '../../base/session/sessionUser';
import { storeReturnPath, takeReturnPath } from '../../base/session/returnPath';
import { apiPath, spyNavigation } from './helpers';

const SSO = 'https://sso.example.com';
const AUTHORIZE = `${SSO}/authorize?client_id=oms&redirect_uri=${encodeURIComponent('http://localhost:3000/authredirect')}`;

/** Signs in against the mock and returns the token, without keeping it (as the sign-on provider would hand it over). */
const tokenFromSignOnProvider = async (): Promise<string> => {
    const response = await fetch(new URL(apiPath('/login'), window.location.href), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'username=finance&password=oms-demo',
    });
    return ((await response.json()) as { data: string }).data;
};

describe('with a sign-on provider (VITE_SSO_URL)', () => {
    beforeEach(() => {
        apiConfig.ssoUrl = SSO;
    });
    afterEach(() => {
        apiConfig.ssoUrl = undefined;
    });

    it("signs in on the provider's authorize page, coming back through /authredirect", () => {
        expect(signOnUrl()).toBe(AUTHORIZE);
    });

    it('sends a body code 401 to the authorize page', async () => {
        const { goTo } = spyNavigation();
        setToken('expired');
        mockServer.use(http.get(apiPath('/secure'), () => HttpResponse.json({ code: 401, msg: 'Session expired', data: null })));
        await api.get('/secure').catch(() => undefined);
        expect(goTo).toHaveBeenCalledWith(AUTHORIZE);
        expect(getToken()).toBeUndefined();
    });

    it('sends a visitor without a token to the authorize page from checkAuth', async () => {
        window.history.replaceState(null, '', '/async-task?status=failed');
        const auth = createAuthProvider(() => []);
        await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: AUTHORIZE, message: false });
        expect(takeReturnPath('admin')).toBe('/async-task?status=failed');
    });

    it("logs out to the provider's logout page", async () => {
        const auth = createAuthProvider(() => []);
        await auth.login({ username: 'admin', password: 'oms-demo' });
        const redirect = await auth.logout({});
        expect(redirect).toBe(signOffUrl());
        expect(redirect).toBe(`${SSO}/logout?client_id=oms&redirect_uri=${encodeURIComponent('http://localhost:3000/')}`);
        expect(getToken()).toBeUndefined();
    });

    it('completes sign-on at /authredirect: keeps the token, loads the session, returns to the stored path', async () => {
        const token = await tokenFromSignOnProvider();
        storeReturnPath('/async-task?status=failed', undefined);
        window.history.replaceState(null, '', `/authredirect?token=${token}`);
        const auth = createAuthProvider(() => []);
        await expect(auth.handleCallback!()).resolves.toEqual({ redirectTo: '/async-task?status=failed' });
        // The token handed over was kept and used (the resources call then rotates it, as the backend may).
        expect(getToken()).toMatch(/^[0-9a-f]{48}$/);
        expect(getToken()).not.toBe(token);
        expect(sessionUser.get()?.account).toBe('finance');
    });

    it('refuses an /authredirect without a token', async () => {
        window.history.replaceState(null, '', '/authredirect');
        const auth = createAuthProvider(() => []);
        await expect(auth.handleCallback!()).rejects.toThrow('Verification failed, please login again');
    });
});
