import { ROUTES, ROUTE_GROUP_BY_KEY } from '../../base/routes/catalogue';
import { rolesAllow } from '../../base/routes/access';
import type { Role } from '../../base/routes/roles';
import { SIBLING_APP_CODES } from '../../base/constants';

/**
 * What the sign-on server grants each role. Routes with roles: the role table of spec section 6 decides (through
 * the same `rolesAllow` the app uses). Groups gated by code only, and the sibling apps: this table decides; it is
 * the demo's choice of who works on what (the spec does not say).
 */
const CODE_ONLY_GROUPS_BY_ROLE: Readonly<Partial<Record<Role, readonly string[]>>> = {
    os: ['bankOffer', 'storeSettings', 'promotion', 'govSubsidy', 'supportHome'],
    pm: ['bankOffer', 'storeSettings', 'promotion', 'supportHome'],
    finance: ['reconciliation', 'financialReconciliation', 'govSubsidy', 'b2b'],
    audit: ['reconciliation', 'financialReconciliation', 'govSubsidy'],
    csm: ['b2b', 'supportHome'],
    csso: ['b2b'],
    csss: ['supportHome'],
    qa: ['supportHome'],
    dev: ['sketch2code', 'supportHome'],
};


const SIBLING_APPS_BY_ROLE: Readonly<Partial<Record<Role, readonly string[]>>> = {
    csm: ['bulk'],
    finance: ['bulk', 'bulk_overseas', 'prophet'],
    audit: ['prophet'],
    pm: ['productCore'],
    os: ['productCore'],
};

export interface GrantedResourceRow {
    id: number;
    frontendCode: string;
    resourceName: string;
}

/** The resource codes granted to an account with these roles: admin has them all. */
export const grantedCodesFor = (roles: readonly Role[]): string[] => {
    if (roles.length === 0) return [];
    const isAdmin = roles.includes('admin');
    const codes = new Set<string>();
    const codeOnlyGroups = new Set(roles.flatMap(role => CODE_ONLY_GROUPS_BY_ROLE[role] ?? []));
    for (const route of ROUTES) {
        if (!route.code) continue;
        const group = ROUTE_GROUP_BY_KEY[route.group];
        const granted = isAdmin || (route.roles ? rolesAllow(route, { roles, codes }) : codeOnlyGroups.has(route.group));
        if (!granted) continue;
        codes.add(route.code);
        if (group?.code) codes.add(group.code);
    }
    const siblings = isAdmin ? SIBLING_APP_CODES : roles.flatMap(role => SIBLING_APPS_BY_ROLE[role] ?? []);
    siblings.forEach(code => codes.add(code));
    return [...codes].sort();
};

export const resourcesFor = (roles: readonly Role[]): GrantedResourceRow[] =>
    grantedCodesFor(roles).map((frontendCode, index) => ({ id: index + 1, frontendCode, resourceName: frontendCode }));
