import { ADMIN_ROLE } from '../../base/routes/roles';

/**
 * Who may grant what (the rule against escalation), one module for the role screens and the mock backend: an account
 * grants only resource codes it holds itself; only admin changes the admin role, assigns it, or changes its own roles;
 * and the system always keeps an enabled account holding admin. The screens offer only what this allows; the server
 * refuses the rest whatever a client sends.
 */
export interface Granter {
    roles: readonly string[];
    /** The resource codes the account holds (its roles' codes). */
    codes: ReadonlySet<string>;
}

export interface GrantedRole {
    roleCode: string;
    resources: readonly string[];
}

export const isAdmin = (granter: Pick<Granter, 'roles'>): boolean => granter.roles.includes(ADMIN_ROLE);

/** The codes of a list the account does not hold, so may not grant (admin may grant every code). */
export const codesBeyond = (granter: Granter, codes: readonly string[]): string[] => (isAdmin(granter) ? [] : codes.filter(code => !granter.codes.has(code)));

/** Whether the account may give this role to someone: admin any; others a role other than admin whose codes they hold. */
export const mayAssignRole = (granter: Granter, role: GrantedRole): boolean =>
    isAdmin(granter) || (role.roleCode !== ADMIN_ROLE && codesBeyond(granter, role.resources).length === 0);

/** Whether the account may change (edit, delete) a role at all: admin any; others neither admin nor a role of their own. */
export const mayChangeRole = (granter: Granter, roleCode: string): boolean => isAdmin(granter) || (roleCode !== ADMIN_ROLE && !granter.roles.includes(roleCode));

export const GRANT_ERRORS = {
    adminRole: 'resources.roles.validation.admin_only',
    ownRole: 'resources.roles.validation.own_role',
    beyond: 'resources.roles.validation.beyond_own',
    adminKeepsCodes: 'resources.roles.validation.admin_keeps_codes',
    lastAdmin: 'resources.users.validation.last_admin',
    ownRoles: 'resources.users.validation.own_roles',
    notGrantable: 'resources.users.validation.not_grantable',
} as const;
