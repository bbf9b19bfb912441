/**
 * The role table of spec section 6, as data. A group without a role list is gated by its resource code only.
 * Per-screen exceptions narrow a group's roles for one screen (and its add or edit pages).
 */
export const ROLES = [
    'admin', 'editor', 'dev', 'csm', 'csss', 'csso', 'qa', 'pm', 'os', 'pz', 'ros', 'finance', 'audit', 'logistics',
    'activityer',
] as const;

export type Role = (typeof ROLES)[number];

export const ADMIN_ROLE: Role = 'admin';

/** Roles by group path prefix. `undefined`: gated by resource code only. */
export const GROUP_ROLES: Readonly<Record<string, readonly Role[] | undefined>> = {
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
    '/bankOffer': undefined,
    '/storeSettings': undefined,
    '/financialReconciliation': undefined,
    '/gov-subsidy': undefined,
    '/reconciliation': undefined,
    '/promotion': undefined,
    // Not in the role table (spec section 6): gated by resource code only.
    '/b2b': undefined,
    '/sketch2code': undefined,
};

const PRIZE_CORE: readonly Role[] = ['admin', 'qa', 'pz', 'os'];
const PRIZE_QUERY: readonly Role[] = ['admin', 'qa', 'pz', 'os', 'csso'];
const ORDERS_AFTER_SALES: readonly Role[] = ['admin', 'csm', 'csso', 'qa', 'finance', 'audit'];

/** Screens whose roles differ from their group's (spec section 6, in brackets). Keyed by the screen's path. */
export const SCREEN_ROLES: Readonly<Record<string, readonly Role[]>> = {
    '/permission/user': ['admin'],
    '/permission/user/add': ['admin'],
    '/permission/role/add': ['admin'],
    '/prize/template': PRIZE_CORE,
    '/prize/template/add': PRIZE_CORE,
    '/prize/template/edit': PRIZE_CORE,
    '/prize/award': PRIZE_CORE,
    '/prize/query': PRIZE_QUERY,
    '/prize/query-code': PRIZE_QUERY,
    '/orders/cancelReason': ['admin', 'qa'],
    '/orders/refund': ORDERS_AFTER_SALES,
    '/orders/prebook': ORDERS_AFTER_SALES,
    '/live/index': ['admin', 'activityer'],
};

/** The roles of a screen: its own exception, else its group's. */
export const rolesForPath = (path: string): readonly Role[] | undefined => {
    if (SCREEN_ROLES[path]) return SCREEN_ROLES[path];
    const group = Object.keys(GROUP_ROLES).find(prefix => path === prefix || path.startsWith(`${prefix}/`));
    return group ? GROUP_ROLES[group] : undefined;
};
