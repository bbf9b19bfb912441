import { grantedCodes, type SessionUser } from '../session/sessionUser';
import { ADMIN_ROLE } from './roles';

/**
 * What a route needs: every one of its resource codes granted (its group's code and its own), and one of its
 * roles (none listed: any role).
 */
export interface AccessRule {
    codes?: readonly string[];
    roles?: readonly string[];
}

/** What the signed-in user has. */
export interface Grants {
    roles: readonly string[];
    codes: ReadonlySet<string>;
}

/** Spec section 5: admin sees every route; others see routes whose roles overlap theirs or that have no roles. */
export const rolesAllow = (rule: AccessRule, grants: Grants): boolean =>
    grants.roles.includes(ADMIN_ROLE) ||
    !rule.roles ||
    rule.roles.length === 0 ||
    rule.roles.some(role => grants.roles.includes(role));

/** Spec section 5: a visible route needs its resource code among the granted ones. */
export const codeAllows = (rule: AccessRule, grants: Grants): boolean =>
    (rule.codes ?? []).every(code => grants.codes.has(code));

/** The one answer to "may this user open this?", used by canAccess, the menu, the guard and the top bar. */
export const isAllowed = (rule: AccessRule, grants: Grants): boolean => codeAllows(rule, grants) && rolesAllow(rule, grants);

/** The grants of a loaded session user (none signed out). */
export const grantsOf = (user: SessionUser | undefined): Grants => ({
    roles: user?.roles ?? [],
    codes: grantedCodes(user),
});
