import { http } from '../handle';
import { HEADER } from '../../base/headers';
import { ACCOUNT_TYPE_AGENT, APP_CODE } from '../../base/constants';
import { db } from '../db/store';
import { SITES } from '../db/sites';
import { resourcesOfRoles } from '../db/roles';
import { publicUser } from '../db/adminUsers';
import { BadRequest, fail, LOCKED_CODE, MSG, ok, readJsonObject } from '../envelope';
import { mockSettings } from '../settings';
import { accountOf, issueToken, revokeToken, tokenOf } from '../session';

/**
 * A custom call's fields: form-encoded (the contract), or a JSON object of text values. A body that is not an
 * object (`null`, a list, broken JSON), or a field that is not text, is refused with the reason (body code 400).
 */
const readForm = async (request: Request): Promise<Record<string, string>> => {
    const type = request.headers.get('Content-Type') ?? '';
    if (!type.includes('application/json')) return Object.fromEntries(new URLSearchParams(await request.text()));
    const body = await readJsonObject(request);
    const wrong = Object.entries(body).find(([, value]) => typeof value !== 'string');
    if (wrong) throw new BadRequest(MSG.badRequest(`${wrong[0]} must be text`));
    return body as Record<string, string>;
};

export { readForm };

/** Sign-in, identity, sites and resources: the sign-on calls of spec section 7. */
export const authHandlers = (api: string) => [
    http.post(`${api}/login`, async ({ request }) => {
        const { username = '', password = '' } = await readForm(request);
        const user = db.users.all().find(row => row.account === username);
        const now = Date.now();
        const failures = db.signInFailures.get(username);
        // Too many wrong passwords in a row: refused for a while, even with the right one.
        if (failures && failures.lockedUntil > now) return fail(LOCKED_CODE, MSG.accountLocked(Math.ceil((failures.lockedUntil - now) / 60_000)));
        if (!user || user.password !== password) {
            const count = (failures && failures.lockedUntil <= now && failures.lockedUntil > 0 ? 0 : (failures?.count ?? 0)) + 1;
            const locked = count >= mockSettings.lockAfterFailures;
            db.signInFailures.set(username, { count: locked ? 0 : count, lockedUntil: locked ? now + mockSettings.lockMs : 0 });
            return locked ? fail(LOCKED_CODE, MSG.accountLocked(Math.ceil(mockSettings.lockMs / 60_000))) : fail(400, MSG.badCredentials);
        }
        db.signInFailures.delete(username);
        if (user.status !== 'enabled') return fail(403, MSG.accountDisabled);
        db.users.update(user.id, { lastLoginTime: new Date().toISOString() });
        return ok(issueToken(user.account));
    }),

    http.get(`${api}/userInfo`, ({ request }) => {
        const user = accountOf(request, { queryToken: true });
        if (!user) return fail(401, MSG.notSignedIn);
        const { account, name, avatar, introduction, accountType, roles } = publicUser(user);
        return ok({ account, name, avatar, introduction, accountType, roles });
    }),

    http.post(`${api}/logout`, ({ request }) => {
        if (!accountOf(request)) return fail(401, MSG.notSignedIn);
        revokeToken(tokenOf(request));
        return ok(null);
    }),

    http.post(`${api}/sso/basic/listSites`, async ({ request }) => {
        const user = accountOf(request);
        if (!user) return fail(401, MSG.notSignedIn);
        const { appCode } = await readForm(request);
        if (appCode !== APP_CODE) return fail(400, MSG.badRequest(`unknown appCode ${appCode ?? ''}`));
        return ok(SITES.filter(site => user.sites.includes(site.siteCode)));
    }),

    // Answering with a fresh token exercises the client's token rotation; the old token stays valid until logout.
    http.get(`${api}/sso/basic/listResources`, ({ request }) => {
        const user = accountOf(request);
        if (!user) return fail(401, MSG.notSignedIn);
        const token = issueToken(user.account);
        return ok(resourcesOfRoles(user.roles), { headers: { [HEADER.token]: token } });
    }),

    http.post(`${api}/sso/basic/modifyPassword`, async ({ request }) => {
        const user = accountOf(request);
        if (!user) return fail(401, MSG.notSignedIn);
        const { oldPassword = '', newPassword = '' } = await readForm(request);
        if (oldPassword !== user.password) return fail(400, 'The current password is incorrect');
        if (newPassword.length < 8) return fail(400, 'The new password must have at least 8 characters');
        if (newPassword === oldPassword) return fail(400, 'The new password must differ from the current one');
        db.users.update(user.id, { password: newPassword, updateTime: new Date().toISOString() });
        return ok(null);
    }),

    http.get(`${api}/b2b/direct/account/agent/info`, ({ request }) => {
        const user = accountOf(request);
        if (!user) return fail(401, MSG.notSignedIn);
        if (user.accountType !== ACCOUNT_TYPE_AGENT) return fail(403, 'This account is not an agent account');
        return ok({ agentId: `AG${String(user.id).padStart(5, '0')}`, agentName: user.name, region: 'IN', level: 2 });
    }),

    http.get(`${api}/b2b/direct/internet/accountInfo`, ({ request }) => {
        const user = accountOf(request);
        if (!user) return fail(401, MSG.notSignedIn);
        if (user.accountType !== ACCOUNT_TYPE_AGENT) return fail(403, 'This account is not an agent account');
        return ok({ account: user.account, roleType: 2 });
    }),
];
