import { describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { mockServer } from '../../mock-server/node';
import { grantedCodesFor } from '../../mock-server/db/grants';
import { startSessionOnReload } from '../../providers/authProvider';
import { sessionUser } from '../../base/session/sessionUser';
import { injectFault } from '../support/mockBackend';
import { apiPath, cookieValue, gate, recordRequests, recordToasts, requestsTo, signIn, storeSiteCookies } from './helpers';

describe('the session on a reload', () => {
    it('asks for the sites, the user info and the granted codes at once, then holds all three', async () => {
        const auth = await signIn('admin');
        sessionUser.clear();
        // The sites answer late: the other two calls are on their way before it comes.
        const sites = gate();
        mockServer.use(
            http.post(apiPath('/sso/basic/listSites'), async () => {
                await sites.opened;
                return undefined;
            }),
        );
        const seen = recordRequests();
        const checked = auth.checkAuth({});
        await vi.waitFor(() => {
            expect(requestsTo(seen, '/userInfo')).toHaveLength(1);
            expect(requestsTo(seen, '/sso/basic/listResources')).toHaveLength(1);
        });
        expect(sessionUser.get()).toBeUndefined();
        sites.open();
        await checked;
        const user = sessionUser.get()!;
        expect(user.site).toEqual({ regionCode: 'IN', siteCode: 'in', siteName: 'India' });
        expect(user.resources!.map(resource => resource.frontendCode)).toEqual(grantedCodesFor(['admin']));
        expect(requestsTo(seen, '/sso/basic/listSites')).toHaveLength(1);
        expect(requestsTo(seen, '/sso/basic/listResources')).toHaveLength(1);
    });

    it("asks for the granted codes again, for the site switched to, when the stored one is not among the user's sites", async () => {
        const auth = await signIn('agent'); // the agent has site in only
        storeSiteCookies('EU', 'es');
        sessionUser.clear();
        const seen = recordRequests('/sso/basic/listResources');
        await auth.checkAuth({});
        expect(seen.map(request => request.headers.get('siteCode'))).toEqual(['es', 'in']);
        expect(cookieValue('siteCode')).toBe('in');
        expect(sessionUser.get()!.site?.siteCode).toBe('in');
        expect(sessionUser.get()!.resources!.length).toBeGreaterThan(0);
    });

    it('started before the first render, hands its failure to checkAuth: one load, one toast, the sign-in page', async () => {
        const auth = await signIn('admin');
        sessionUser.clear();
        await injectFault({ path: '/userInfo', code: 500, msg: 'User service unavailable' });
        const toasts = recordToasts();
        const seen = recordRequests('/userInfo');
        startSessionOnReload();
        await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
        expect(seen).toHaveLength(1);
        expect(toasts).toEqual([{ message: 'User service unavailable', type: 'error', autoHideDuration: 5000 }]);
    });
});
