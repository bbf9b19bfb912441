import { ACCOUNT_TYPE_STAFF, DATA_TYPE_LIVE, DATA_TYPE_TEST, DEFAULT_ROLE_TYPE, QA_ROLE } from '../constants';
import type { Site } from './site';
import { createStore } from './store';

export interface GrantedResource {
    id?: number | string;
    frontendCode: string;
    resourceName: string;
}

/** The signed-in user of spec section 3, as loaded once per session. */
export interface SessionUser {
    account: string;
    name: string;
    avatar?: string;
    introduction?: string;
    roles: string[];
    accountType: number;
    agentInfo?: Record<string, unknown>;
    /** Agent level; 1 when the account info call gives none. */
    roleType: number;
    sites: Site[];
    site?: Site;
    /** undefined until a site is chosen: resources are loaded per chosen site. */
    resources?: GrantedResource[];
    /** 1 for qa (test data), 0 otherwise. */
    dataType: number;
}

export const dataTypeFor = (roles: readonly string[]): number => (roles.includes(QA_ROLE) ? DATA_TYPE_TEST : DATA_TYPE_LIVE);

export const grantedCodes = (user: SessionUser | undefined): ReadonlySet<string> =>
    new Set((user?.resources ?? []).map(resource => resource.frontendCode));

const store = createStore<SessionUser | undefined>(undefined);

/** The loaded session, shared by the providers (headers, canAccess) and the shell (menu, top bar). */
export const sessionUser = {
    get: store.get,
    set: store.set,
    clear: (): void => store.set(undefined),
    subscribe: store.subscribe,
};

export const emptyUserDefaults = { accountType: ACCOUNT_TYPE_STAFF, roleType: DEFAULT_ROLE_TYPE } as const;
