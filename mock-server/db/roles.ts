import { ROLES } from '../../base/routes/roles';
import { ROLE_TITLES } from './accounts';
import { grantedCodesFor, type GrantedResourceRow } from './grants';
import { DAY_MS, SEED_NOW } from './random';
import { db } from './store';
import type { Row } from './collection';

/** The REST collection of roles (README, "The contract the app expects": the spec names no role calls). */
export const ROLES_COLLECTION = 'roles';

/**
 * One role per role of spec section 6, holding the resource codes the role table grants it (grants.ts): until
 * someone edits a role, everyone sees what the role table says.
 */
export const seedRoles = (): Row[] =>
    ROLES.map((role, index) => {
        const time = new Date(SEED_NOW - (400 - index) * DAY_MS).toISOString();
        return {
            id: index + 1,
            roleCode: role,
            roleName: ROLE_TITLES[role],
            description: `${ROLE_TITLES[role]}: the screens spec section 6 grants the ${role} role`,
            resources: grantedCodesFor([role]),
            createTime: time,
            updateTime: time,
        };
    });

const roleRows = (): readonly Row[] | undefined => db.collections.get(ROLES_COLLECTION)?.all();

/** The role codes that exist (a user may hold only these). */
export const existingRoleCodes = (): Set<string> => new Set((roleRows() ?? []).map(row => String(row.roleCode)));

/** How many users hold a role code. */
export const holdersOf = (roleCode: string): number => db.users.all().filter(user => (user.roles as string[]).includes(roleCode)).length;

/**
 * The resource codes an account with these roles is granted: the union of its roles' codes as the roles
 * collection holds them now, so assigning roles or editing a role changes what the user gets at the next sign-in.
 */
export const codesOfRoles = (roles: readonly string[]): string[] => {
    const rows = roleRows();
    // Without the kit's collections (a unit test of the sign-on calls alone) the role table decides.
    if (!rows) return grantedCodesFor(roles.filter((role): role is (typeof ROLES)[number] => (ROLES as readonly string[]).includes(role)));
    const codes = new Set(rows.filter(row => roles.includes(String(row.roleCode))).flatMap(row => (row.resources as string[] | undefined) ?? []));
    return [...codes].sort();
};

/** listResources' answer for these roles. */
export const resourcesOfRoles = (roles: readonly string[]): GrantedResourceRow[] =>
    codesOfRoles(roles).map((frontendCode, index) => ({ id: index + 1, frontendCode, resourceName: frontendCode }));
