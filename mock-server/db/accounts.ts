import { ROLES, type Role } from '../../base/routes/roles';
import { ACCOUNT_TYPE_AGENT, ACCOUNT_TYPE_STAFF } from '../../base/constants';
import { ALL_SITE_CODES } from './sites';

/** Every demo account signs in with this password (README lists the accounts). */
export const DEMO_PASSWORD = 'oms-demo';

export interface DemoAccount {
    account: string;
    name: string;
    introduction: string;
    roles: Role[];
    accountType: number;
    sites: string[];
}

/** What each role does, in words (the demo accounts and the seeded roles are named after it). */
export const ROLE_TITLES: Record<Role, string> = {
    admin: 'Administrator',
    editor: 'Permission Editor',
    dev: 'Developer',
    csm: 'Customer Service Manager',
    csss: 'Customer Service Support',
    csso: 'Customer Service Operator',
    qa: 'Quality Assurance',
    pm: 'Product Manager',
    os: 'Operations Specialist',
    pz: 'Prize Manager',
    ros: 'Retail Operations',
    finance: 'Finance',
    audit: 'Auditor',
    logistics: 'Logistics',
    activityer: 'Activity Manager',
};

/**
 * The roles the Türkiye office has: the app's own (admin, os, qa, pm: /app is theirs), customer service and finance.
 * Every other role account works on the eight older sites only; admin sees every site.
 */
const TR_OFFICE_ROLES: readonly Role[] = ['admin', 'os', 'qa', 'pm', 'csm', 'csso', 'finance'];
const sitesOfRole = (role: Role) => ALL_SITE_CODES.filter(siteCode => siteCode !== 'tr' || TR_OFFICE_ROLES.includes(role));

/** One account per role (username = role name), then the three edge cases of the README. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
    ...ROLES.map(role => ({
        account: role,
        name: `Demo ${ROLE_TITLES[role]}`,
        introduction: `${ROLE_TITLES[role]} · demo account`,
        roles: [role],
        accountType: ACCOUNT_TYPE_STAFF,
        sites: sitesOfRole(role),
    })),
    { account: 'agent', name: 'Demo Sales Agent', introduction: 'B2B direct sales agent · demo account', roles: ['csm'], accountType: ACCOUNT_TYPE_AGENT, sites: ['in'] },
    { account: 'nosite', name: 'Demo No Site', introduction: 'An account without any site · demo account', roles: ['os'], accountType: ACCOUNT_TYPE_STAFF, sites: [] },
    { account: 'noroles', name: 'Demo No Roles', introduction: 'An account without any role · demo account', roles: [], accountType: ACCOUNT_TYPE_STAFF, sites: [...ALL_SITE_CODES] },
];
