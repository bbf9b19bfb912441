/** Sign-in, identity, sites, resources, logout, password and agent calls of spec section 7, on the mock backend. */
import { describe, expect, it } from 'vitest';
import {
    DEMO_ACCOUNTS,
    PASSWORD,
    ROLE_ACCOUNTS,
    SITE_CODES,
    call,
    envelopeCall,
    grantedCodes,
    login,
    signIn,
    type ResourceRow,
} from './client';
import { persistSessionsWith, type MockSession } from '../../mock-server/db/store';

interface UserInfo {
    account: string;
    name: string;
    avatar: string;
    introduction: string;
    accountType: number;
    roles: string[];
}

interface SiteRow {
    regionCode: string;
    siteCode: string;
    siteName: string;
}

describe('POST /login', () => {
    it('answers a token for admin with the demo password (form-encoded)', async () => {
        const body = await login('admin', 'oms-demo');
        expect(body.code).toBe(200);
        expect(typeof body.data).toBe('string');
        expect(body.data).not.toBe('');
    });

    it('refuses a wrong password with a non-200 body code and the message', async () => {
        const body = await login('admin', 'wrong-password');
        expect(body.code).not.toBe(200);
        expect(body.msg).toBe('Incorrect username or password');
        expect(body.data).toBeFalsy();
    });

    it('refuses an unknown account and an empty form with the same message', async () => {
        const unknown = await login('nobody', PASSWORD);
        expect(unknown.code).not.toBe(200);
        expect(unknown.msg).toBe('Incorrect username or password');
        const empty = await envelopeCall('/login', { method: 'POST', form: {} });
        expect(empty.code).not.toBe(200);
        expect(empty.msg).toBe('Incorrect username or password');
    });

    it('signs in every demo account with oms-demo, each with a distinct token', async () => {
        const tokens = new Set<string>();
        for (const account of DEMO_ACCOUNTS) tokens.add(await signIn(account));
        expect(tokens.size).toBe(DEMO_ACCOUNTS.length);
    });
});

describe('GET /userInfo', () => {
    it('answers each role account with its own role and account type 1', async () => {
        for (const account of ROLE_ACCOUNTS) {
            const token = await signIn(account);
            const body = await envelopeCall<UserInfo>('/userInfo', { query: { token } });
            expect(body.code).toBe(200);
            expect(body.data.account).toBe(account);
            expect(body.data.roles).toEqual([account]);
            expect(body.data.accountType).toBe(1);
            expect(typeof body.data.name).toBe('string');
            expect(body.data).toHaveProperty('avatar');
            expect(body.data).toHaveProperty('introduction');
            expect(body.data).not.toHaveProperty('password');
        }
    });

    it('answers an empty roles list for noroles and account type 2 for agent', async () => {
        const noroles = await envelopeCall<UserInfo>('/userInfo', { query: { token: await signIn('noroles') } });
        expect(noroles.code).toBe(200);
        expect(noroles.data.roles).toEqual([]);

        const agent = await envelopeCall<UserInfo>('/userInfo', { query: { token: await signIn('agent') } });
        expect(agent.code).toBe(200);
        expect(agent.data.accountType).toBe(2);
    });

    it('refuses a missing or unknown token with body code 401', async () => {
        expect((await envelopeCall('/userInfo')).code).toBe(401);
        expect((await envelopeCall('/userInfo', { query: { token: 'mock-admin-forged' } })).code).toBe(401);
    });
});

describe('POST /sso/basic/listSites', () => {
    it('answers the 9 sites with region and name for admin', async () => {
        const token = await signIn('admin');
        const body = await envelopeCall<SiteRow[]>('/sso/basic/listSites', { token, json: { appCode: 'oms' } });
        expect(body.code).toBe(200);
        expect(body.data.map(site => site.siteCode)).toEqual([...SITE_CODES, 'tr']);
        for (const site of body.data) {
            expect(site.regionCode).toMatch(/^[A-Z]{2}$/);
            expect(site.siteName.length).toBeGreaterThan(0);
        }
        expect(body.data.find(site => site.siteCode === 'in')).toEqual({ regionCode: 'IN', siteCode: 'in', siteName: 'India' });
    });

    it('answers tr (Türkiye, the V2 app site) to the roles of its office only', async () => {
        for (const [account, sees] of [['os', true], ['qa', true], ['pm', true], ['finance', true], ['logistics', false], ['pz', false]] as const) {
            const body = await envelopeCall<SiteRow[]>('/sso/basic/listSites', { token: await signIn(account), json: { appCode: 'oms' } });
            expect([account, body.data.some(site => site.siteCode === 'tr')]).toEqual([account, sees]);
        }
    });

    it('answers no sites for nosite and only India for the agent', async () => {
        const nosite = await envelopeCall<SiteRow[]>('/sso/basic/listSites', {
            token: await signIn('nosite'),
            json: { appCode: 'oms' },
        });
        expect(nosite.code).toBe(200);
        expect(nosite.data).toEqual([]);
        const agent = await envelopeCall<SiteRow[]>('/sso/basic/listSites', {
            token: await signIn('agent'),
            json: { appCode: 'oms' },
        });
        expect(agent.data.map(site => site.siteCode)).toEqual(['in']);
    });

    it('refuses a wrong or missing appCode with a non-200 body code', async () => {
        const token = await signIn('admin');
        const wrong = await envelopeCall('/sso/basic/listSites', { token, json: { appCode: 'crm' } });
        expect(wrong.code).not.toBe(200);
        expect(wrong.msg).toMatch(/appCode/);
        const missing = await envelopeCall('/sso/basic/listSites', { token, json: {} });
        expect(missing.code).not.toBe(200);
    });
});

describe('GET /sso/basic/listResources', () => {
    it('answers frontendCode/resourceName rows and rotates the token through the x-auth-token header', async () => {
        const token = await signIn('admin');
        const result = await call<{ code: number; data: ResourceRow[] }>('/sso/basic/listResources', { token });
        expect(result.status).toBe(200);
        expect(result.body.code).toBe(200);
        expect(result.body.data.length).toBeGreaterThan(100);
        for (const row of result.body.data) {
            expect(typeof row.frontendCode).toBe('string');
            expect(row.frontendCode.length).toBeGreaterThan(0);
            expect(typeof row.resourceName).toBe('string');
        }
        expect(new Set(result.body.data.map(row => row.frontendCode)).size).toBe(result.body.data.length);

        const rotated = result.headers.get('x-auth-token');
        expect(rotated).toBeTruthy();
        expect(rotated).not.toBe(token);
        const me = await envelopeCall<UserInfo>('/userInfo', { token: rotated });
        expect(me.code).toBe(200);
        expect(me.data.account).toBe('admin');
    });

    it('answers an empty list for noroles', async () => {
        expect((await grantedCodes(await signIn('noroles'))).size).toBe(0);
    });
});

describe('POST /logout', () => {
    it('revokes the token: a later call gets body code 401', async () => {
        const token = await signIn('admin');
        expect((await envelopeCall('/userInfo', { token })).code).toBe(200);
        const out = await envelopeCall('/logout', { method: 'POST', token });
        expect(out.code).toBe(200);
        expect((await envelopeCall('/userInfo', { token })).code).toBe(401);
        expect((await envelopeCall('/sso/basic/listResources', { token })).code).toBe(401);
        expect((await envelopeCall('/logout', { method: 'POST', token })).code).toBe(401);
    });

    it('revokes only that token: another session of the same account goes on', async () => {
        const first = await signIn('admin');
        const second = await signIn('admin');
        await envelopeCall('/logout', { method: 'POST', token: first });
        expect((await envelopeCall('/userInfo', { token: first })).code).toBe(401);
        expect((await envelopeCall('/userInfo', { token: second })).code).toBe(200);
    });

    it('takes the token as a query parameter only on /userInfo: logout by query is refused and ends nothing', async () => {
        const token = await signIn('admin');
        const out = await envelopeCall('/logout', { method: 'POST', query: { token } });
        expect(out.code).toBe(401);
        expect((await envelopeCall('/userInfo', { query: { token } })).code).toBe(200);
        expect((await envelopeCall('/logout', { method: 'POST', token })).code).toBe(200);
        expect((await envelopeCall('/userInfo', { query: { token } })).code).toBe(401);
    });
});

describe('agent calls', () => {
    it('answers agent info and the account info roleType for the agent', async () => {
        const token = await signIn('agent');
        const info = await envelopeCall<Record<string, unknown>>('/b2b/direct/account/agent/info', { token });
        expect(info.code).toBe(200);
        expect(info.data).toBeTruthy();
        expect(info.data.agentName).toBe('Demo Sales Agent');
        const account = await envelopeCall<{ roleType: number }>('/b2b/direct/internet/accountInfo', { token });
        expect(account.code).toBe(200);
        expect(typeof account.data.roleType).toBe('number');
        expect(account.data.roleType).toBeGreaterThanOrEqual(1);
    });

    it('refuses both for a staff account with a non-200 body code', async () => {
        const token = await signIn('admin');
        const info = await envelopeCall('/b2b/direct/account/agent/info', { token });
        expect(info.code).toBe(403);
        expect(info.data).toBeNull();
        const account = await envelopeCall('/b2b/direct/internet/accountInfo', { token });
        expect(account.code).toBe(403);
        expect(account.data).toBeNull();
    });
});

describe('POST /sso/basic/modifyPassword', () => {
    const modify = (token: string, oldPassword: string, newPassword: string) =>
        envelopeCall('/sso/basic/modifyPassword', { token, form: { oldPassword, newPassword } });

    it('refuses a wrong current password and leaves the password as it was', async () => {
        const token = await signIn('os');
        const body = await modify(token, 'not-the-password', 'brand-new-secret');
        expect(body.code).not.toBe(200);
        expect(body.msg).toMatch(/current password/i);
        expect((await login('os', 'brand-new-secret')).code).not.toBe(200);
        await signIn('os');
    });

    it('refuses a too short new password', async () => {
        const token = await signIn('os');
        const body = await modify(token, PASSWORD, 'short');
        expect(body.code).not.toBe(200);
        expect((await login('os', 'short')).code).not.toBe(200);
    });

    it('changes the password: the new one signs in, the old one no longer does', async () => {
        const token = await signIn('os');
        const body = await modify(token, PASSWORD, 'brand-new-secret');
        expect(body.code).toBe(200);
        await signIn('os', 'brand-new-secret');
        const old = await login('os', PASSWORD);
        expect(old.code).not.toBe(200);
        expect(old.msg).toBe('Incorrect username or password');
        // Other accounts are untouched.
        await signIn('qa');
    });
});

describe('a session another browser tab started', () => {
    it('is known here: each tab runs its own mock over the shared cookie, and the tabs keep their sessions in one place', async () => {
        const kept: [string, MockSession][] = [];
        persistSessionsWith({ load: () => [...kept], save: entries => kept.splice(0, kept.length, ...entries) });
        // Another tab's mock signed in (or rotated the token) and kept the session; this tab's mock started before.
        kept.push(['mock-admin-other-tab', { account: 'admin', lastSeen: Date.now() }]);
        const body = await envelopeCall<UserInfo>('/userInfo', { token: 'mock-admin-other-tab' });
        expect(body.code).toBe(200);
        expect(body.data.account).toBe('admin');
        expect((await envelopeCall('/userInfo', { token: 'mock-admin-never-issued' })).code).toBe(401);
        persistSessionsWith({ load: () => [], save: () => undefined });
    });
});
