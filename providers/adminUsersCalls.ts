import type { GetListResult, Identifier } from 'react-admin';
import { api, type RequestOptions } from './httpClient';
import type { AdminUser, UserUpdateAction } from './adminUsersProvider';

interface UserPage {
    list: AdminUser[];
    total: number;
    page: number;
    size: number;
}

/** The list's filters, as GET /admin/user/list names its query parameters. */
const LIST_FILTERS = ['account', 'name', 'status', 'role', 'site'] as const;

/** The fields POST /admin/user/create and update take (roles only on create: assignRoles changes them after). */
const EDITABLE = ['account', 'name', 'email', 'mobile', 'sites'] as const;

/**
 * Lists travel as comma-separated text in a form-encoded body: `roles=qa,editor` (role and site codes hold no
 * commas). The mock reads JSON arrays too.
 */
const formOf = (values: Record<string, unknown>, keys: readonly string[]): Record<string, string> =>
    Object.fromEntries(
        keys
            .filter(key => values[key] !== undefined && values[key] !== null)
            .map(key => [key, Array.isArray(values[key]) ? (values[key] as unknown[]).join(',') : String(values[key])]),
    );

/** react-admin shows its own notifications (and the server's field errors at their fields): the client stays quiet. */
const QUIET: RequestOptions = { notifyErrors: false, notifySuccess: false };

const get = async <T>(path: string, params: Record<string, unknown>) => (await api.get<T>(path, { ...QUIET, params })).data;
const post = async <T>(action: string, form: Record<string, string>) => (await api.post<T>(`/admin/user/${action}`, form, QUIET)).data;

const getOne = (id: Identifier) => get<AdminUser>('/admin/user/get', { id });

/**
 * react-admin's data provider methods for the `users` resource over the section 7 calls (form-encoded bodies, the
 * `{code, msg, data}` envelope): react-admin's list, edit and create views work over it unchanged. A refused call
 * rejects with the server's `msg`, and its `errors` by field reach the form through the error's body.
 */
export const adminUsersProvider = {
    getList: async (_resource: string, params: { pagination?: { page: number; perPage: number }; filter?: Record<string, unknown> }) => {
        const { page = 1, perPage = 10 } = params.pagination ?? {};
        const filter = params.filter ?? {};
        const query = Object.fromEntries(LIST_FILTERS.filter(key => filter[key] !== undefined && filter[key] !== '').map(key => [key, filter[key]]));
        const data = await get<UserPage>('/admin/user/list', { page, size: perPage, ...query });
        return { data: data.list, total: data.total } satisfies GetListResult<AdminUser>;
    },
    getOne: async (_resource: string, params: { id: Identifier }) => ({ data: await getOne(params.id) }),
    getMany: async (_resource: string, params: { ids: Identifier[] }) => ({ data: await Promise.all(params.ids.map(getOne)) }),
    getManyReference: async (resource: string, params: { target: string; id: Identifier; pagination: { page: number; perPage: number }; filter: Record<string, unknown> }) =>
        adminUsersProvider.getList(resource, { pagination: params.pagination, filter: { ...params.filter, [params.target]: params.id } }),
    create: async (_resource: string, params: { data: Partial<AdminUser> }) => ({
        data: await post<AdminUser>('create', formOf(params.data, [...EDITABLE, 'roles'])),
    }),
    update: async (_resource: string, params: { id: Identifier; data: Partial<AdminUser>; meta?: { action?: UserUpdateAction } }) => {
        const action = params.meta?.action ?? 'update';
        const keys = action === 'status' ? ['status'] : action === 'assignRoles' ? ['roles'] : EDITABLE;
        return { data: await post<AdminUser>(action, { id: String(params.id), ...formOf(params.data, keys) }) };
    },
    updateMany: async (resource: string, params: { ids: Identifier[]; data: Partial<AdminUser>; meta?: { action?: UserUpdateAction } }) => {
        for (const id of params.ids) await adminUsersProvider.update(resource, { id, data: params.data, meta: params.meta });
        return { data: params.ids };
    },
    /** Spec section 7 has no call that deletes a staff account: disable it instead. */
    delete: () => Promise.reject(new Error('resources.users.no_delete')),
    deleteMany: () => Promise.reject(new Error('resources.users.no_delete')),
    /** POST /admin/user/resetPassword: the new temporary password, to show once. */
    resetPassword: async (_resource: string, params: { id: Identifier }) => ({
        data: await post<{ id: number; password: string }>('resetPassword', { id: String(params.id) }),
    }),
};

