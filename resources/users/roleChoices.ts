import { useGetList } from 'react-admin';
import { mayAssignRole } from '../roles/grantRules';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { grantedCodes } from '../../base/session/sessionUser';

/**
 * The roles a user may hold, as choices (value: the role code, which a user's roles list holds). Roles are few (one
 * per kind of work) and every one must be offered to tick, so this reads up to 100 rows of the `roles` collection
 * in one page rather than searching it.
 */
export const useRoleChoices = () => {
    const { data = [], isPending, error } = useGetList('roles', { pagination: { page: 1, perPage: 100 }, sort: { field: 'roleCode', order: 'ASC' } });
    const choices = data.map(role => ({ id: String(role.roleCode), name: `${String(role.roleName)} (${String(role.roleCode)})` }));
    // The roles the signed-in account may assign (grantRules.ts): the roles input offers only these.
    const user = useSessionUser();
    const granter = { roles: user?.roles ?? [], codes: grantedCodes(user) };
    const assignable = new Set(
        data
            .filter(role => mayAssignRole(granter, { roleCode: String(role.roleCode), resources: Array.isArray(role.resources) ? (role.resources as string[]) : [] }))
            .map(role => String(role.roleCode)),
    );
    return { choices, assignable, isPending, error };
};
