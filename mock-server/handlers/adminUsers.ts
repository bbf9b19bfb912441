import { HttpResponse } from 'msw';
import { http } from '../handle';
import type { Role } from '../../base/routes/roles';
import type { FieldErrors } from '../../resources/kit/types';
import { codesOf, USER_ERRORS, validateUser } from '../../resources/users/rules';
import { englishText } from '../db/kit/checkWrite';
import { existingRoleCodes, ROLES_COLLECTION } from '../db/roles';
import { GRANT_ERRORS, isAdmin, mayAssignRole } from '../../resources/roles/grantRules';
import { ADMIN_ROLE } from '../../base/routes/roles';
import { ACCOUNT_TYPE_STAFF } from '../../base/constants';
import { db } from '../db/store';
import { publicUser, type AdminUserRow } from '../db/adminUsers';
import { ALL_SITE_CODES } from '../db/sites';
import { DEMO_PASSWORD } from '../db/accounts';
import { fail, MSG, ok } from '../envelope';
import { MAX_SEARCH_LENGTH, overlongSearch } from '../db/collection';
import { authorize, isRefusal } from '../guard';
import { codesOf as codesOfSession, renameSessions } from '../session';
import { readForm } from './auth';

const CODES = {
    list: ['permission:user'],
    read: ['permission:user', 'permission:user/edit/id', 'permission:user/AssignRoles/id'],
    create: ['permission:user/add'],
    update: ['permission:user/edit/id'],
    assign: ['permission:user/AssignRoles/id'],
};

/**
 * Field errors are plain translation keys (react-admin sets a server's field errors as strings, so no arguments).
 * A refused write: the envelope (body code 400) with the first error's English text (after its field's label) as
 * `msg`, and every field's error under `errors` (translation keys the form shows at its fields), as the REST
 * collections answer them.
 */
const refuse = (errors: FieldErrors) => {
    const [field, first] = Object.entries(errors)[0];
    const msg = `${englishText(`resources.users.fields.${field}`)}: ${englishText(first)}`;
    return HttpResponse.json({ code: 400, msg, data: null, errors });
};

/**
 * The account as it would be saved (the form's validator, then what only the server knows: a taken account, role
 * codes that exist, sites that exist), or the field errors.
 */
const checkUser = (values: Record<string, string>, existing?: AdminUserRow): FieldErrors => {
    const merged = {
        account: values.account ?? existing?.account,
        name: values.name ?? existing?.name,
        email: values.email ?? existing?.email,
        roles: values.roles ?? existing?.roles,
    };
    const errors = validateUser(merged);
    const account = String(merged.account ?? '').trim();
    if (!errors.account && db.users.all().some(row => row.account === account && row.id !== existing?.id)) {
        errors.account = USER_ERRORS.accountTaken;
    }
    const known = existingRoleCodes();
    const unknownRole = codesOf(merged.roles).find(role => !known.has(role));
    if (!errors.roles && unknownRole) errors.roles = USER_ERRORS.unknownRole;
    const unknownSite = codesOf(values.sites ?? existing?.sites).find(site => !ALL_SITE_CODES.includes(site));
    if (unknownSite) errors.sites = USER_ERRORS.unknownSite;
    return errors;
};

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

const roleRows = () => db.collections.get(ROLES_COLLECTION)?.all() ?? [];

/**
 * The escalation rule on a user's roles (resources/roles/grantRules.ts): roles added must be roles the caller may
 * assign; only admin changes its own roles; the last enabled admin keeps the admin role. A 403 or 400, or undefined.
 */
const roleChangeRefusal = (caller: AdminUserRow, roles: readonly string[], target?: AdminUserRow): Response | undefined => {
    const before: readonly string[] = target?.roles ?? [];
    if (target && target.id === caller.id && !isAdmin(caller) && roles.join() !== before.join()) return fail(403, englishText(GRANT_ERRORS.ownRoles));
    const granter = { roles: caller.roles, codes: codesOfSession(caller) };
    const rows = roleRows();
    const added = roles.filter(role => !before.includes(role));
    const refused = added.find(role => {
        const row = rows.find(candidate => candidate.roleCode === role);
        return !mayAssignRole(granter, { roleCode: role, resources: (row?.resources as string[] | undefined) ?? [] });
    });
    if (refused) return fail(403, `${englishText(GRANT_ERRORS.notGrantable)}: ${refused}`);
    if (target && before.includes(ADMIN_ROLE) && !roles.includes(ADMIN_ROLE) && isLastAdmin(target)) return refuse({ roles: GRANT_ERRORS.lastAdmin });
    return undefined;
};

/** Whether this account is the only enabled one holding admin (the system must keep one). */
const isLastAdmin = (user: AdminUserRow) =>
    user.status === 'enabled' && user.roles.includes(ADMIN_ROLE) && !db.users.all().some(other => other.id !== user.id && other.status === 'enabled' && other.roles.includes(ADMIN_ROLE));

const byId = (id: string | null | undefined) => (id ? db.users.get(Number(id)) : undefined);

/** Staff account administration (spec section 7, /admin/user/*). */
export const adminUserHandlers = (api: string) => [
    http.get(`${api}/admin/user/list`, ({ request }) => {
        const user = authorize(request, CODES.list);
        if (isRefusal(user)) return user;
        const params = new URL(request.url).searchParams;
        const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
        const size = Math.min(100, Math.max(1, Number(params.get('size') ?? 10) || 10));
        const filter: Record<string, unknown> = {
            account_q: params.get('account') ?? undefined,
            name_q: params.get('name') ?? undefined,
            status: params.get('status') ?? undefined,
            roles: params.get('role') ?? undefined,
            sites: params.get('site') ?? undefined,
        };
        const overlong = overlongSearch(filter);
        if (overlong) return fail(400, MSG.searchTooLong(overlong === 'account_q' ? 'account' : 'name', MAX_SEARCH_LENGTH));
        const result = db.users.list({ filter, sort: ['id', 'ASC'], range: [(page - 1) * size, page * size - 1] });
        return ok({ list: result.rows.map(row => publicUser(row as AdminUserRow)), total: result.total, page, size });
    }),

    http.get(`${api}/admin/user/get`, ({ request }) => {
        const user = authorize(request, CODES.read);
        if (isRefusal(user)) return user;
        const found = byId(new URL(request.url).searchParams.get('id'));
        return found ? ok(publicUser(found)) : fail(404, MSG.notFound('User'));
    }),

    http.post(`${api}/admin/user/create`, async ({ request }) => {
        const user = authorize(request, CODES.create);
        if (isRefusal(user)) return user;
        const values = await readForm(request);
        const errors = checkUser(values);
        if (hasErrors(errors)) return refuse(errors);
        const refusedRoles = roleChangeRefusal(user, codesOf(values.roles));
        if (refusedRoles) return refusedRoles;
        const now = new Date().toISOString();
        const created = db.users.create({
            account: values.account.trim(),
            name: values.name.trim(),
            email: values.email,
            mobile: values.mobile ?? '',
            roles: codesOf(values.roles) as Role[],
            sites: codesOf(values.sites),
            accountType: Number(values.accountType) || ACCOUNT_TYPE_STAFF,
            status: 'enabled',
            password: DEMO_PASSWORD,
            avatar: '',
            introduction: '',
            lastLoginTime: null,
            creator: user.account,
            createTime: now,
            updateTime: now,
        });
        return ok(publicUser(created));
    }),

    http.post(`${api}/admin/user/update`, async ({ request }) => {
        const user = authorize(request, CODES.update);
        if (isRefusal(user)) return user;
        const values = await readForm(request);
        const existing = byId(values.id);
        if (!existing) return fail(404, MSG.notFound('User'));
        const errors = checkUser(values, existing);
        if (hasErrors(errors)) return refuse(errors);
        const updated = db.users.update(existing.id, {
            ...(values.account !== undefined && { account: values.account.trim() }),
            ...(values.name !== undefined && { name: values.name.trim() }),
            ...(values.email !== undefined && { email: values.email }),
            ...(values.mobile !== undefined && { mobile: values.mobile }),
            ...(values.sites !== undefined && { sites: codesOf(values.sites) }),
            updateTime: new Date().toISOString(),
        });
        renameSessions(existing.account, updated!.account);
        return ok(publicUser(updated!));
    }),

    http.post(`${api}/admin/user/status`, async ({ request }) => {
        const user = authorize(request, CODES.list);
        if (isRefusal(user)) return user;
        const values = await readForm(request);
        const existing = byId(values.id);
        if (!existing) return fail(404, MSG.notFound('User'));
        if (values.status !== 'enabled' && values.status !== 'disabled') {
            return fail(400, MSG.badRequest('status must be enabled or disabled'));
        }
        if (existing.id === user.id) return fail(400, 'You cannot change the status of your own account');
        if (values.status === 'disabled' && isLastAdmin(existing)) return refuse({ status: GRANT_ERRORS.lastAdmin });
        const updated = db.users.update(existing.id, { status: values.status, updateTime: new Date().toISOString() });
        return ok(publicUser(updated!));
    }),

    // The new password is shown once to the administrator, who hands it over.
    http.post(`${api}/admin/user/resetPassword`, async ({ request }) => {
        const user = authorize(request, CODES.list);
        if (isRefusal(user)) return user;
        const values = await readForm(request);
        const existing = byId(values.id);
        if (!existing) return fail(404, MSG.notFound('User'));
        const password = `Oms-${existing.id.toString(36)}${Date.now().toString(36).slice(-4)}`;
        db.users.update(existing.id, { password, updateTime: new Date().toISOString() });
        // A new password ends a lock after wrong passwords.
        db.signInFailures.delete(existing.account);
        return ok({ id: existing.id, password });
    }),

    http.post(`${api}/admin/user/assignRoles`, async ({ request }) => {
        const user = authorize(request, CODES.assign);
        if (isRefusal(user)) return user;
        const values = await readForm(request);
        const existing = byId(values.id);
        if (!existing) return fail(404, MSG.notFound('User'));
        const roles = codesOf(values.roles);
        // A user without roles could not sign in (spec section 5): assigning none is refused like an unknown role.
        const known = existingRoleCodes();
        const unknownRole = roles.find(role => !known.has(role));
        if (roles.length === 0) return refuse({ roles: USER_ERRORS.roles });
        if (unknownRole) return refuse({ roles: USER_ERRORS.unknownRole });
        // An editor may assign roles, but granting (or taking away) admin stays with administrators.
        const touchesAdmin = roles.includes('admin') !== existing.roles.includes('admin');
        if (touchesAdmin && !user.roles.includes('admin')) return fail(403, 'Only an administrator can grant or remove the admin role');
        const refusedRoles = roleChangeRefusal(user, roles, existing);
        if (refusedRoles) return refusedRoles;
        const updated = db.users.update(existing.id, { roles: roles as Role[], updateTime: new Date().toISOString() });
        return ok(publicUser(updated!));
    }),
];
