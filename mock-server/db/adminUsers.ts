import { ROLES, type Role } from '../../base/routes/roles';
import { ACCOUNT_TYPE_STAFF } from '../../base/constants';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { DAY_MS, SEED_NOW, type Random } from './random';
import { ALL_SITE_CODES } from './sites';

export interface AdminUserRow {
    id: number;
    account: string;
    name: string;
    email: string;
    mobile: string;
    roles: Role[];
    sites: string[];
    accountType: number;
    status: 'enabled' | 'disabled';
    password: string;
    avatar: string;
    introduction: string;
    lastLoginTime: string | null;
    creator: string;
    createTime: string;
    updateTime: string;
    [key: string]: unknown;
}

const FIRST = ['Aarav', 'Priya', 'Rahul', 'Ananya', 'Wei', 'Li', 'Sofia', 'Marco', 'Lucas', 'Emma', 'Budi', 'Sari'];
const LAST = ['Sharma', 'Patel', 'Iyer', 'Zhang', 'Wang', 'Garcia', 'Rossi', 'Martin', 'Smith', 'Santoso'];

/** The demo accounts first (ids 1..n, stable for the README and tests), then more staff to page through. */
export const seedAdminUsers = (random: Random): AdminUserRow[] => {
    const demo = DEMO_ACCOUNTS.map((account, index) => ({
        id: index + 1,
        account: account.account,
        name: account.name,
        email: `${account.account}@oms.example.com`,
        mobile: `+91 98${String(100000 + index).padStart(8, '0')}`,
        roles: [...account.roles],
        sites: [...account.sites],
        accountType: account.accountType,
        status: 'enabled' as const,
        password: DEMO_PASSWORD,
        avatar: '',
        introduction: account.introduction,
        lastLoginTime: null,
        creator: 'system',
        createTime: new Date(SEED_NOW - 400 * DAY_MS).toISOString(),
        updateTime: new Date(SEED_NOW - 400 * DAY_MS).toISOString(),
    }));
    const staff = Array.from({ length: 60 }, (_, index) => {
        const first = random.pick(FIRST);
        const last = random.pick(LAST);
        const account = `${first}.${last}${index + 1}`.toLowerCase();
        const createTime = random.date(SEED_NOW - 300 * DAY_MS, SEED_NOW - 10 * DAY_MS);
        return {
            id: demo.length + index + 1,
            account,
            name: `${first} ${last}`,
            email: `${account}@oms.example.com`,
            mobile: `+91 9${random.digits(9)}`,
            roles: [random.pick(ROLES.filter(role => role !== 'admin'))],
            sites: ALL_SITE_CODES.filter(() => random.bool(0.6)),
            accountType: ACCOUNT_TYPE_STAFF,
            status: random.bool(0.85) ? ('enabled' as const) : ('disabled' as const),
            password: DEMO_PASSWORD,
            avatar: '',
            introduction: '',
            lastLoginTime: random.bool(0.7) ? random.date(SEED_NOW - 10 * DAY_MS, SEED_NOW) : null,
            creator: 'admin',
            createTime,
            updateTime: createTime,
        };
    });
    return [...demo, ...staff];
};

/** The row as the API shows it: never the password. */
export const publicUser = ({ password: _password, ...user }: AdminUserRow) => user;
