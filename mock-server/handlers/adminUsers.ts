import { http } from 'msw';
import { ROLES, type Role } from '../../src/routes/roles';
import { ACCOUNT_TYPE_STAFF } from '../../src/constants';
import { db } from '../db/store';
import { publicUser, type AdminUserRow } from '../db/adminUsers';
import { ALL_SITE_CODES } from '../db/sites';
import { DEMO_PASSWORD } from '../db/accounts';
import { fail, MSG, ok } from '../envelope';
import { authorize, isRefusal } from '../guard';
import { renameSessions } from '../session';
import { readForm } from './auth';

const CODES = {
    list: ['permission:user'],
    read: ['permission:user', 'permission:user/edit/id', 'permission:user/AssignRoles/id'],
    create: ['permission:user/add'],
    update: ['permission:user/edit/id'],
    assign: ['permission:user/AssignRoles/id'],
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Form values arrive as strings; lists as JSON arrays or comma-separated text. */
const listOf = (value: string | undefined): string[] => {
    if (!value) return [];
    try {
        const parsed = JSON.parse(value);
        if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
        // not JSON: comma-separated
    }
    return value.split(',').map(item => item.trim()).filter(Boolean);
};

const checkUserFields = (values: Record<string, string>, existing?: AdminUserRow): string | undefined => {
    const account = (values.account ?? existing?.account ?? '').trim();
    if (!account) return MSG.badRequest('account is required');
    if (!(values.name ?? existing?.name ?? '').trim()) return MSG.badRequest('name is required');
    const email = values.email ?? existing?.email ?? '';
    if (!EMAIL.test(email)) return MSG.badRequest('email is not valid');
    const taken = db.users.all().find(row => row.account === account && row.id !== existing?.id);
    if (taken) return `The account ${account} already exists`;
    const roles = values.roles !== undefined ? listOf(values.roles) : existing?.roles ?? [];
    if (roles.some(role => !ROLES.includes(role as Role))) return MSG.badRequest('unknown role');
    const sites = values.sites !== undefined ? listOf(values.sites) : existing?.sites ?? [];
    if (sites.some(site => !ALL_SITE_CODES.includes(site))) return MSG.badRequest('unknown site');
    return undefined;
};

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
        };
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
        const problem = checkUserFields(values);
        if (problem) return fail(400, problem);
        const now = new Date().toISOString();
        const created = db.users.create({
            account: values.account.trim(),
            name: values.name.trim(),
            email: values.email,
            mobile: values.mobile ?? '',
            roles: listOf(values.roles) as Role[],
            sites: listOf(values.sites),
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
        const problem = checkUserFields(values, existing);
        if (problem) return fail(400, problem);
        const updated = db.users.update(existing.id, {
            ...(values.account !== undefined && { account: values.account.trim() }),
            ...(values.name !== undefined && { name: values.name.trim() }),
            ...(values.email !== undefined && { email: values.email }),
            ...(values.mobile !== undefined && { mobile: values.mobile }),
            ...(values.sites !== undefined && { sites: listOf(values.sites) }),
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
        return ok({ id: existing.id, password });
    }),

    http.post(`${api}/admin/user/assignRoles`, async ({ request }) => {
        const user = authorize(request, CODES.assign);
        if (isRefusal(user)) return user;
        const values = await readForm(request);
        const existing = byId(values.id);
        if (!existing) return fail(404, MSG.notFound('User'));
        const roles = listOf(values.roles);
        if (roles.some(role => !ROLES.includes(role as Role))) return fail(400, MSG.badRequest('unknown role'));
        // An editor may assign roles, but granting (or taking away) admin stays with administrators.
        const touchesAdmin = roles.includes('admin') !== existing.roles.includes('admin');
        if (touchesAdmin && !user.roles.includes('admin')) return fail(403, 'Only an administrator can grant or remove the admin role');
        const updated = db.users.update(existing.id, { roles: roles as Role[], updateTime: new Date().toISOString() });
        return ok(publicUser(updated!));
    }),
];
