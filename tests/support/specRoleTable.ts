/**
 * Spec section 6's role table, written out literally for the tests: an independent reading, deliberately not
 * imported from src/routes/roles.ts, so a slip in either fails the tests that compare them. Groups missing here
 * (bankOffer, storeSettings, financialReconciliation, govSubsidy, reconciliation, promotion, b2b, sketch2code, the
 * brand support home and the fixed routes) are gated by resource code only.
 */
export const SPEC_ROLES = [
    'admin', 'editor', 'dev', 'csm', 'csss', 'csso', 'qa', 'pm', 'os', 'pz', 'ros', 'finance', 'audit', 'logistics',
    'activityer',
] as const;

export type SpecRole = (typeof SPEC_ROLES)[number];

/** Group prefix → roles. */
export const SPEC_GROUP_ROLES: Readonly<Record<string, readonly SpecRole[]>> = {
    '/cms': ['admin', 'os', 'dev', 'pm'],
    '/factory': ['admin', 'os', 'ros', 'qa', 'logistics', 'pm'],
    '/sms': ['admin', 'dev', 'qa', 'os', 'pm'],
    '/Point': ['admin', 'os', 'ros', 'qa', 'logistics', 'pm'],
    '/dataPlatForm': ['admin', 'os', 'pm'],
    '/page': ['admin', 'dev'],
    '/permission': ['admin', 'editor'],
    '/resources': ['admin', 'csm', 'csss', 'qa', 'dev', 'pm', 'os'],
    '/supportPage': ['admin', 'csm', 'csss', 'qa', 'dev', 'pm', 'os'],
    '/serviceSite': ['csm', 'admin', 'csss', 'qa', 'dev', 'csso', 'os', 'pm'],
    '/prize': ['admin', 'qa', 'pz', 'os', 'csso', 'pm'],
    '/orders': ['admin', 'os', 'csm', 'csso', 'ros', 'qa', 'finance', 'audit', 'logistics', 'pm'],
    '/diff': ['admin', 'qa', 'pm', 'logistics', 'finance'],
    '/inventory': ['admin', 'csm', 'csso', 'qa', 'finance', 'audit', 'os', 'logistics', 'pm'],
    '/activities': ['admin', 'os', 'csm', 'csso', 'ros', 'qa', 'pm'],
    '/live': ['admin', 'activityer', 'qa', 'pm'],
    '/subscribe': ['admin', 'qa', 'activityer', 'os', 'pm'],
    '/app': ['admin', 'os', 'qa', 'pm'],
    '/miniPrograms': ['admin', 'os', 'qa', 'pm'],
};

/**
 * The bracketed per-screen narrowings of the same table, by screen path. "user list, add user and role add: admin
 * only"; "template and award: admin, qa, pz, os" (the template's add and edit pages are the template screen);
 * "query and code query also csso"; "cancel reason: admin, qa"; "refund and prebook: admin, csm, csso, qa, finance,
 * audit"; "index: admin, activityer".
 */
export const SPEC_SCREEN_ROLES: Readonly<Record<string, readonly SpecRole[]>> = {
    '/permission/user': ['admin'],
    '/permission/user/add': ['admin'],
    '/permission/role/add': ['admin'],
    '/prize/template': ['admin', 'qa', 'pz', 'os'],
    '/prize/template/add': ['admin', 'qa', 'pz', 'os'],
    '/prize/template/edit': ['admin', 'qa', 'pz', 'os'],
    '/prize/award': ['admin', 'qa', 'pz', 'os'],
    '/prize/query': ['admin', 'qa', 'pz', 'os', 'csso'],
    '/prize/query-code': ['admin', 'qa', 'pz', 'os', 'csso'],
    '/orders/cancelReason': ['admin', 'qa'],
    '/orders/refund': ['admin', 'csm', 'csso', 'qa', 'finance', 'audit'],
    '/orders/prebook': ['admin', 'csm', 'csso', 'qa', 'finance', 'audit'],
    '/live/index': ['admin', 'activityer'],
};

/** Does the spec's table let this role open the screen at `path` of the group with `groupPrefix`? */
export const specAllows = (path: string, groupPrefix: string, role: string): boolean => {
    if (role === 'admin') return true;
    const roles = SPEC_SCREEN_ROLES[path] ?? SPEC_GROUP_ROLES[groupPrefix];
    return !roles || roles.includes(role as SpecRole);
};
