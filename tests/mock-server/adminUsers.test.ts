/** Staff account administration: /api/admin/user/list|get|create|update|status|resetPassword|assignRoles. */
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, ROLE_ACCOUNTS, envelopeCall, grantedCodes, login, signIn, type CallInit } from './client';

interface User {
    id: number;
    account: string;
    name: string;
    email: string;
    roles: string[];
    sites: string[];
    status: 'enabled' | 'disabled';
    accountType: number;
    [key: string]: unknown;
}

interface Page {
    list: User[];
    total: number;
    page: number;
    size: number;
}

let admin: string;
beforeEach(async () => {
    admin = await signIn('admin');
});

const listUsers = (query: Record<string, string>, token = admin) =>
    envelopeCall<Page>('/admin/user/list', { token, query });
const getUser = (id: number | string, token = admin) => envelopeCall<User>('/admin/user/get', { token, query: { id: String(id) } });
const post = <T = User>(action: string, form: Record<string, string>, token = admin, init: CallInit = {}) =>
    envelopeCall<T>(`/admin/user/${action}`, { token, form, ...init });

const NEW_USER = {
    account: 'new.hire',
    name: 'New Hire',
    email: 'new.hire@oms.example.com',
    roles: JSON.stringify(['csso']),
    sites: JSON.stringify(['in', 'cn']),
};

/** The demo account's id (demo accounts come first in the seed). */
const idOf = async (account: string): Promise<number> => {
    const page = await listUsers({ account, size: '100' });
    const row = page.data.list.find(user => user.account === account);
    expect(row, account).toBeDefined();
    return row!.id;
};

describe('GET /admin/user/list', () => {
    it('pages with page and size; pages are disjoint and cover the total', async () => {
        const first = await listUsers({ page: '1', size: '10' });
        expect(first.code).toBe(200);
        expect(first.data).toMatchObject({ page: 1, size: 10 });
        expect(first.data.list).toHaveLength(10);
        const total = first.data.total;
        expect(total).toBeGreaterThan(20);
        const seen = new Set<number>();
        for (let page = 1; (page - 1) * 10 < total; page += 1) {
            const body = await listUsers({ page: String(page), size: '10' });
            expect(body.data.total).toBe(total);
            expect(body.data.list.length).toBe(Math.min(10, total - (page - 1) * 10));
            for (const user of body.data.list) {
                expect(seen.has(user.id)).toBe(false);
                seen.add(user.id);
            }
        }
        expect(seen.size).toBe(total);
        const second = await listUsers({ page: '2', size: '7' });
        expect(second.data.list.map(user => user.id)).toEqual(
            (await listUsers({ page: '1', size: '14' })).data.list.slice(7).map(user => user.id),
        );
    });

    it('never answers a password', async () => {
        const body = await listUsers({ page: '1', size: '100' });
        expect(body.data.list.length).toBeGreaterThan(50);
        for (const user of body.data.list) expect(user).not.toHaveProperty('password');
        expect(JSON.stringify(body)).not.toContain(PASSWORD);
        const one = await getUser(1);
        expect(one.data).not.toHaveProperty('password');
        const created = await post('create', NEW_USER);
        expect(created.data).not.toHaveProperty('password');
    });

    it('filters by account, name, status and role', async () => {
        const byAccount = await listUsers({ account: 'CSS', size: '100' });
        expect(byAccount.data.list.map(user => user.account).sort()).toEqual(['csso', 'csss']);
        expect(byAccount.data.total).toBe(2);

        const byName = await listUsers({ name: 'demo', size: '100' });
        expect(byName.data.total).toBe(18);
        expect(byName.data.list.every(user => user.name.toLowerCase().includes('demo'))).toBe(true);

        const disabled = await listUsers({ status: 'disabled', size: '100' });
        const enabled = await listUsers({ status: 'enabled', size: '100' });
        const everyone = await listUsers({ size: '100' });
        expect(disabled.data.total).toBeGreaterThan(0);
        expect(disabled.data.list.every(user => user.status === 'disabled')).toBe(true);
        expect(enabled.data.list.every(user => user.status === 'enabled')).toBe(true);
        expect(disabled.data.total + enabled.data.total).toBe(everyone.data.total);

        const os = await listUsers({ role: 'os', size: '100' });
        expect(os.data.total).toBeGreaterThan(1);
        expect(os.data.list.every(user => user.roles.includes('os'))).toBe(true);
        expect(os.data.list.map(user => user.account)).toContain('nosite');
    });

    it('clamps odd page and size values instead of failing', async () => {
        const odd = await listUsers({ page: '-3', size: 'lots' });
        expect(odd.code).toBe(200);
        expect(odd.data).toMatchObject({ page: 1, size: 10 });
        const huge = await listUsers({ size: '100000' });
        expect(huge.data.list.length).toBeLessThanOrEqual(100);
    });
});

describe('GET /admin/user/get', () => {
    it('answers one user, or a non-200 body for an unknown id', async () => {
        const id = await idOf('qa');
        const body = await getUser(id);
        expect(body.code).toBe(200);
        expect(body.data).toMatchObject({ id, account: 'qa', roles: ['qa'] });
        expect((await getUser(99999)).code).toBe(404);
        expect((await getUser('abc')).code).not.toBe(200);
        expect((await envelopeCall('/admin/user/get', { token: admin })).code).not.toBe(200);
    });
});

describe('POST /admin/user/create', () => {
    const invalid: [string, Record<string, string>, RegExp][] = [
        ['missing account', { ...NEW_USER, account: '' }, /account/i],
        ['blank account', { ...NEW_USER, account: '   ' }, /account/i],
        ['missing name', { ...NEW_USER, name: '' }, /name/i],
        ['bad email', { ...NEW_USER, email: 'not-an-email' }, /email/i],
        ['duplicate account', { ...NEW_USER, account: 'editor' }, /editor.*exists|exists/i],
        ['duplicate account with spaces', { ...NEW_USER, account: ' editor ' }, /exists/i],
        ['unknown role', { ...NEW_USER, roles: JSON.stringify(['superuser']) }, /role/i],
        ['unknown site', { ...NEW_USER, sites: 'in,zz' }, /site/i],
    ];

    for (const [label, form, message] of invalid) {
        it(`refuses ${label} with a non-200 body and a message, creating nothing`, async () => {
            const before = (await listUsers({})).data.total;
            const body = await post('create', form);
            expect(body.code).not.toBe(200);
            expect(body.msg).toMatch(message);
            expect((await listUsers({})).data.total).toBe(before);
        });
    }

    it('creates a user who can then sign in with oms-demo, with the given roles and sites', async () => {
        const before = (await listUsers({})).data.total;
        const created = await post('create', NEW_USER);
        expect(created.code).toBe(200);
        expect(created.data).toMatchObject({
            account: 'new.hire',
            name: 'New Hire',
            roles: ['csso'],
            sites: ['in', 'cn'],
            status: 'enabled',
        });
        expect((await listUsers({})).data.total).toBe(before + 1);
        expect((await getUser(created.data.id)).data.account).toBe('new.hire');

        const token = await signIn('new.hire', PASSWORD);
        const me = await envelopeCall<{ roles: string[]; accountType: number }>('/userInfo', { query: { token } });
        expect(me.data.roles).toEqual(['csso']);
        expect(me.data.accountType).toBe(1);
        const sites = await envelopeCall<{ siteCode: string }[]>('/sso/basic/listSites', { token, json: { appCode: 'oms' } });
        expect(sites.data.map(site => site.siteCode)).toEqual(['in', 'cn']);
        expect((await grantedCodes(token)).has('prize:query')).toBe(true);
    });

    it('accepts roles and sites as comma-separated text too', async () => {
        const created = await post('create', { ...NEW_USER, roles: 'os, qa', sites: 'eu' });
        expect(created.code).toBe(200);
        expect(created.data.roles).toEqual(['os', 'qa']);
        expect(created.data.sites).toEqual(['eu']);
    });

    it('is for admin only: every other role gets body code 403', async () => {
        for (const account of ROLE_ACCOUNTS.filter(role => role !== 'admin')) {
            const body = await post('create', { ...NEW_USER, account: `by.${account}` }, await signIn(account));
            expect(body.code, account).toBe(403);
            expect(body.msg).toMatch(/permission:user\/add/);
        }
        expect((await login('by.editor')).code).not.toBe(200);
    });
});

describe('POST /admin/user/update', () => {
    it('editor may update a user (fields merge), but not create, list, disable or reset', async () => {
        const editor = await signIn('editor');
        const id = await idOf('pm');
        const updated = await post('update', { id: String(id), name: 'Renamed PM' }, editor);
        expect(updated.code).toBe(200);
        expect(updated.data).toMatchObject({ id, account: 'pm', name: 'Renamed PM', email: 'pm@oms.example.com', roles: ['pm'] });
        expect((await getUser(id, editor)).data.name).toBe('Renamed PM');

        expect((await post('create', NEW_USER, editor)).code).toBe(403);
        expect((await listUsers({}, editor)).code).toBe(403);
        expect((await post('status', { id: String(id), status: 'disabled' }, editor)).code).toBe(403);
        expect((await post('resetPassword', { id: String(id) }, editor)).code).toBe(403);
        await signIn('pm');
    });

    it('validates like create and answers a non-200 body for an unknown id', async () => {
        const id = String(await idOf('pm'));
        expect((await post('update', { id, email: 'broken' })).msg).toMatch(/email/i);
        expect((await post('update', { id, account: 'qa' })).msg).toMatch(/exists/i);
        expect((await post('update', { id, name: ' ' })).code).not.toBe(200);
        expect((await post('update', { id: '99999', name: 'Ghost' })).code).toBe(404);
        expect((await getUser(id)).data).toMatchObject({ account: 'pm', email: 'pm@oms.example.com' });
    });

    it('a renamed account keeps its session and signs in under the new name', async () => {
        const id = String(await idOf('pz'));
        const session = await signIn('pz');
        expect((await post('update', { id, account: 'prize.manager' })).code).toBe(200);
        const me = await envelopeCall<{ account: string }>('/userInfo', { token: session });
        expect(me.code).toBe(200);
        expect(me.data.account).toBe('prize.manager');
        expect((await login('pz')).code).not.toBe(200);
        await signIn('prize.manager');
    });

    it("a new user who takes a renamed account's old name does not inherit its sessions", async () => {
        const id = String(await idOf('pz'));
        const session = await signIn('pz');
        expect((await post('update', { id, account: 'prize.manager' })).code).toBe(200);
        const taken = await post('create', { ...NEW_USER, account: 'pz', roles: JSON.stringify(['admin']) });
        expect(taken.code).toBe(200);
        const me = await envelopeCall<{ account: string; roles: string[] }>('/userInfo', { token: session });
        expect(me.data.roles).not.toContain('admin');
        expect(me.data.account).toBe('prize.manager');
    });
});

describe('POST /admin/user/status', () => {
    it('disabled blocks sign-in and ends the sessions; enabled again lets the user back in', async () => {
        const id = String(await idOf('finance'));
        const session = await signIn('finance');
        const disabled = await post('status', { id, status: 'disabled' });
        expect(disabled.code).toBe(200);
        expect(disabled.data.status).toBe('disabled');

        const refused = await login('finance');
        expect(refused.code).not.toBe(200);
        expect(refused.msg).toBe('This account is disabled');
        expect(refused.data).toBeFalsy();
        expect((await envelopeCall('/userInfo', { token: session })).code).toBe(401);

        expect((await post('status', { id, status: 'enabled' })).code).toBe(200);
        await signIn('finance');
    });

    it('refuses an unknown status, an unknown id and the own account', async () => {
        const id = String(await idOf('finance'));
        expect((await post('status', { id, status: 'archived' })).code).not.toBe(200);
        expect((await post('status', { id: '99999', status: 'disabled' })).code).toBe(404);
        const own = await post('status', { id: String(await idOf('admin')), status: 'disabled' });
        expect(own.code).not.toBe(200);
        await signIn('admin');
        await signIn('finance');
    });
});

describe('POST /admin/user/resetPassword', () => {
    it('answers a new password once; it signs in and the old one no longer does', async () => {
        const id = await idOf('audit');
        const body = await post<{ id: number; password: string }>('resetPassword', { id: String(id) });
        expect(body.code).toBe(200);
        expect(body.data.id).toBe(id);
        expect(body.data.password.length).toBeGreaterThanOrEqual(8);
        expect(body.data.password).not.toBe(PASSWORD);
        await signIn('audit', body.data.password);
        expect((await login('audit', PASSWORD)).code).not.toBe(200);
        expect((await post('resetPassword', { id: '99999' })).code).toBe(404);
    });
});

describe('POST /admin/user/assignRoles', () => {
    it('changes what listResources answers for the user after signing in again', async () => {
        const created = await post('create', NEW_USER);
        const before = await grantedCodes(await signIn('new.hire'));
        expect(before.has('prize:query')).toBe(true);
        expect(before.has('cms')).toBe(false);

        const assigned = await post('assignRoles', { id: String(created.data.id), roles: JSON.stringify(['os']) });
        expect(assigned.code).toBe(200);
        expect(assigned.data.roles).toEqual(['os']);

        const token = await signIn('new.hire');
        const after = await grantedCodes(token);
        expect(after.has('cms')).toBe(true);
        expect(after.has('cms:home')).toBe(true);
        const me = await envelopeCall<{ roles: string[] }>('/userInfo', { query: { token } });
        expect(me.data.roles).toEqual(['os']);

        // A user without roles could not sign in: assigning none is refused, the roles stay.
        const none = await post('assignRoles', { id: String(created.data.id), roles: '' });
        expect(none.code).toBe(400);
        expect(none.msg).toBe('Roles: A user needs at least one role');
        expect((await getUser(created.data.id)).data.roles).toEqual(['os']);
    });

    it('refuses an unknown role or id and leaves the roles as they were', async () => {
        const id = String(await idOf('ros'));
        const body = await post('assignRoles', { id, roles: JSON.stringify(['ros', 'root']) });
        expect(body.code).not.toBe(200);
        expect(body.msg).toMatch(/role/i);
        expect((await getUser(id)).data.roles).toEqual(['ros']);
        expect((await post('assignRoles', { id: '99999', roles: 'qa' })).code).toBe(404);
    });

    it('is open to editor (the assign-roles screen) and closed to roles without it', async () => {
        const id = String(await idOf('ros'));
        expect((await post('assignRoles', { id, roles: 'ros,editor' }, await signIn('editor'))).code).toBe(200);
        expect((await post('assignRoles', { id, roles: 'admin' }, await signIn('csm'))).code).toBe(403);
        expect((await getUser(id)).data.roles).toEqual(['ros', 'editor']);
    });
});

describe('granting the admin role', () => {
    it('is refused to an editor, for others and for themself, and allowed to admin', async () => {
        const editor = await signIn('editor');
        const admin = await signIn('admin');
        const target = '3'; // dev
        const byEditor = await envelopeCall('/admin/user/assignRoles', { method: 'POST', token: editor, form: { id: target, roles: 'dev,admin' } });
        expect(byEditor.code).toBe(403);
        expect(byEditor.msg).toBe('Only an administrator can grant or remove the admin role');
        const self = await envelopeCall('/admin/user/assignRoles', { method: 'POST', token: editor, form: { id: '2', roles: 'editor,admin' } });
        expect(self.code).toBe(403);
        // A role holding codes the editor does not hold is beyond what the editor may grant; its own role is not.
        const beyond = await envelopeCall('/admin/user/assignRoles', { method: 'POST', token: editor, form: { id: target, roles: 'dev,qa' } });
        expect(beyond).toMatchObject({ code: 403, msg: 'You can assign only roles whose codes you hold yourself (the admin role: administrators only): qa' });
        const harmless = await envelopeCall('/admin/user/assignRoles', { method: 'POST', token: editor, form: { id: target, roles: 'dev,editor' } });
        expect(harmless.code).toBe(200);
        const byAdmin = await envelopeCall('/admin/user/assignRoles', { method: 'POST', token: admin, form: { id: target, roles: 'dev,admin' } });
        expect(byAdmin.code).toBe(200);
    });
});
