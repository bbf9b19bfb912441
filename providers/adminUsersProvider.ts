import type { DataProvider, RaRecord } from 'react-admin';

/** The react-admin resource whose calls are spec section 7's /admin/user/* (not a REST collection). */
export const USERS_RESOURCE = 'users';

export interface AdminUser extends RaRecord {
    id: number;
    account: string;
    name: string;
    email: string;
    mobile?: string;
    roles: string[];
    sites: string[];
    accountType: number;
    status: 'enabled' | 'disabled';
    lastLoginTime?: string | null;
}

/** `update`'s meta: which section 7 call a change goes to (the edit form's fields, the status, the roles). */
export type UserUpdateAction = 'update' | 'status' | 'assignRoles';

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

type Method = (resource: string, params: unknown) => Promise<unknown>;

/** The section 7 calls load with the first call to them (the staff screens), not with the first visit. */
const callOf =
    (method: (typeof METHODS)[number] | 'resetPassword'): Method =>
    async (resource, params) =>
        ((await import('./adminUsersCalls')).adminUsersProvider[method] as Method)(resource, params);

/**
 * The app's data provider: for the `users` resource each method is the section 7 call (adminUsersCalls.ts), for every other
 * resource the REST provider's own; `resetPassword` is the one method beyond react-admin's.
 */
export const withAdminUsers = (rest: DataProvider): DataProvider => {
    const routed = Object.fromEntries(
        METHODS.map(method => {
            const other = rest[method] as Method;
            return [method, (resource: string, params: unknown) => (resource === USERS_RESOURCE ? callOf(method)(resource, params) : other(resource, params))];
        }),
    );
    return { ...rest, ...routed, resetPassword: callOf('resetPassword') } as DataProvider;
};
