/**
 * The `users` resource's data provider over spec section 7's calls, against the mock backend: what each react-admin
 * method sends (method, path, query, form-encoded body), what it makes of the envelope, and how a refusal arrives
 * (the server's msg, its errors by field in the error's body, nothing written).
 */
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../providers/dataProvider';
import { ApiError } from '../../providers/httpClient';
import { db } from '../../mock-server/db/store';
import { recordRequests, requestsTo, signIn } from '../providers/helpers';

type User = { id: number; account: string; name: string; email: string; roles: string[]; sites: string[]; status: string };

const idOf = (account: string) => db.users.all().find(row => row.account === account)!.id;

const rejectionOf = async (promise: Promise<unknown>): Promise<ApiError> => {
    const outcome = await promise.then(
        () => new Error('expected a rejection'),
        (reason: unknown) => reason,
    );
    expect(outcome).toBeInstanceOf(ApiError);
    return outcome as ApiError;
};

const formOf = async (request: { body: Promise<string>; headers: Headers }) => {
    expect(request.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    return Object.fromEntries(new URLSearchParams(await request.body));
};

const NEW_USER = { account: 'new.agent', name: 'New Agent', email: 'new.agent@oms.example.com', mobile: '+91 9000000000', roles: ['qa', 'editor'], sites: ['in', 'cn'] };

describe('getList → GET /admin/user/list', () => {
    it('sends page, size and the filters as query parameters and answers the list and total', async () => {
        await signIn('admin');
        const seen = recordRequests();
        const result = await dataProvider.getList<User>('users', {
            pagination: { page: 2, perPage: 2 },
            sort: { field: 'id', order: 'ASC' },
            filter: { role: 'qa', status: 'enabled', site: 'in', account: '', ignored: 'x' },
        });
        const [call] = requestsTo(seen, '/admin/user/list');
        expect(call.method).toBe('GET');
        expect(Object.fromEntries(call.url.searchParams)).toEqual({ page: '2', size: '2', role: 'qa', status: 'enabled', site: 'in' });
        const expected = db.users.all().filter(row => row.roles.includes('qa') && row.status === 'enabled' && row.sites.includes('in'));
        // The second page holds users (a page past the last would prove nothing of the paging).
        expect(expected.length).toBeGreaterThan(2);
        expect(result.total).toBe(expected.length);
        expect(result.data.map(user => user.id)).toEqual(expected.slice(2, 4).map(row => row.id));
        expect(result.data[0]).not.toHaveProperty('password');
    });

    it('is refused to an editor (the list is admin only) with the server message', async () => {
        await signIn('editor');
        const error = await rejectionOf(dataProvider.getList('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }));
        expect(error.code).toBe(403);
        expect(error.message).toBe('No access: the resource code permission:user is not granted to this account');
    });
});

describe('getOne and getMany → GET /admin/user/get', () => {
    it('answers the user by id; an unknown id rejects with the server message', async () => {
        await signIn('admin');
        const seen = recordRequests();
        const { data } = await dataProvider.getOne<User>('users', { id: idOf('qa') });
        expect(data).toMatchObject({ id: idOf('qa'), account: 'qa', roles: ['qa'] });
        expect(requestsTo(seen, '/admin/user/get')[0].url.searchParams.get('id')).toBe(String(idOf('qa')));
        const many = await dataProvider.getMany<User>('users', { ids: [idOf('pm'), idOf('os')] });
        expect(many.data.map(user => user.account)).toEqual(['pm', 'os']);
        const error = await rejectionOf(dataProvider.getOne('users', { id: 99999 }));
        expect([error.code, error.message]).toEqual([404, 'User not found']);
    });
});

describe('create → POST /admin/user/create', () => {
    it('posts the fields form-encoded, lists comma-separated, and answers the created user', async () => {
        await signIn('admin');
        const seen = recordRequests();
        const { data } = await dataProvider.create<User>('users', { data: NEW_USER });
        const [call] = requestsTo(seen, '/admin/user/create');
        expect(call.method).toBe('POST');
        expect(await formOf(call)).toEqual({ ...NEW_USER, roles: 'qa,editor', sites: 'in,cn' });
        expect(data).toMatchObject({ account: 'new.agent', roles: ['qa', 'editor'], sites: ['in', 'cn'], status: 'enabled' });
        expect(db.users.get(data.id)?.account).toBe('new.agent');
    });

    it.each([
        ['a duplicate account', { ...NEW_USER, account: 'editor' }, 'account', 'resources.users.validation.account_taken', 'Account: This account already exists'],
        ['no roles', { ...NEW_USER, roles: [] }, 'roles', 'resources.users.validation.roles_required', 'Roles: A user needs at least one role'],
        ['an unknown role', { ...NEW_USER, roles: ['root'] }, 'roles', 'resources.users.validation.unknown_role', 'Roles: One of these roles does not exist'],
        ['a bad email', { ...NEW_USER, email: 'nope' }, 'email', 'resources.users.validation.email', 'Email: Enter a valid email address'],
    ])('refuses %s: the message, the error at its field, nothing created', async (_label, data, field, fieldError, message) => {
        await signIn('admin');
        const before = db.users.all().length;
        const error = await rejectionOf(dataProvider.create('users', { data }));
        expect([error.code, error.message]).toEqual([400, message]);
        expect((error.body as { errors: Record<string, unknown> }).errors[field]).toEqual(fieldError);
        expect(db.users.all()).toHaveLength(before);
    });
});

describe('update → POST /admin/user/update, status or assignRoles (by meta.action)', () => {
    it('update posts the id and the editable fields only (roles go through assignRoles)', async () => {
        await signIn('admin');
        const seen = recordRequests();
        const id = idOf('pm');
        const { data } = await dataProvider.update<User>('users', { id, data: { name: 'Renamed PM', roles: ['admin'], status: 'disabled' } as Partial<User>, previousData: { id } as User });
        expect(await formOf(requestsTo(seen, '/admin/user/update')[0])).toEqual({ id: String(id), name: 'Renamed PM' });
        expect(data).toMatchObject({ name: 'Renamed PM', roles: ['pm'], status: 'enabled' });
    });

    it('status posts id and status; assignRoles posts id and the roles', async () => {
        await signIn('admin');
        const seen = recordRequests();
        const id = idOf('finance');
        const disabled = await dataProvider.update<User>('users', { id, data: { status: 'disabled' }, previousData: { id } as User, meta: { action: 'status' } });
        expect(await formOf(requestsTo(seen, '/admin/user/status')[0])).toEqual({ id: String(id), status: 'disabled' });
        expect(disabled.data.status).toBe('disabled');
        const assigned = await dataProvider.update<User>('users', { id, data: { roles: ['finance', 'audit'] }, previousData: { id } as User, meta: { action: 'assignRoles' } });
        expect(await formOf(requestsTo(seen, '/admin/user/assignRoles')[0])).toEqual({ id: String(id), roles: 'finance,audit' });
        expect(assigned.data.roles).toEqual(['finance', 'audit']);
    });

    it('assigning no roles is refused and the roles stay', async () => {
        await signIn('admin');
        const id = idOf('ros');
        const error = await rejectionOf(dataProvider.update('users', { id, data: { roles: [] }, previousData: { id }, meta: { action: 'assignRoles' } }));
        expect([error.code, error.message]).toEqual([400, 'Roles: A user needs at least one role']);
        expect(db.users.get(id)?.roles).toEqual(['ros']);
    });
});

describe('resetPassword → POST /admin/user/resetPassword', () => {
    it('posts the id and answers the new temporary password, which then signs in', async () => {
        await signIn('admin');
        const seen = recordRequests();
        const id = idOf('audit');
        const { data } = (await dataProvider.resetPassword('users', { id })) as { data: { id: number; password: string } };
        expect(await formOf(requestsTo(seen, '/admin/user/resetPassword')[0])).toEqual({ id: String(id) });
        expect(data.id).toBe(id);
        expect(db.users.get(id)?.password).toBe(data.password);
        await signIn('audit', data.password);
    });
});

describe('every other resource', () => {
    it('still goes to the REST collections', async () => {
        await signIn('admin');
        const seen = recordRequests();
        const { data } = await dataProvider.getOne('roles', { id: 7 });
        expect(data).toMatchObject({ id: 7, roleCode: 'qa' });
        expect(requestsTo(seen, '/roles/7')).toHaveLength(1);
    });
});
