import type { AuthProvider, UserIdentity } from 'react-admin';
import { ACCOUNT_TYPE_AGENT, APP_CODE, DEFAULT_ROLE_TYPE, ERROR_TOAST_MS } from '../base/constants';
import { grantsOf, isAllowed, type AccessRule } from '../base/routes/access';
import { getStoredSite, reconcileStoredSite, type Site } from '../base/session/site';
import { dataTypeFor, sessionUser, type GrantedResource, type SessionUser } from '../base/session/sessionUser';
import { getToken, setToken } from '../base/session/token';
import { storeReturnPath, takeReturnPath } from '../base/session/returnPath';
import { navigation } from '../base/session/navigation';
import { api, ApiError } from './httpClient';
import { HEADER } from '../base/headers';
import { SIGN_IN_LOCKED_CODE } from '../base/constants';
import { notifier } from './notifier';
import { clearLocalSession, signOffUrl, signOnUrl } from './signOn';
import { apiConfig } from '../base/config';

export const ROLES_ERROR = 'getInfo: roles must be a non-null array !';
export const RESOURCES_ERROR = 'Verification failed, please login again';

/** The form's text for a sign-in refused for a while after too many wrong passwords (SIGN_IN_LOCKED_CODE). */
export const LOCKED_MESSAGE_KEY = 'oms.auth.locked';

interface UserInfo {
    account: string;
    name: string;
    avatar?: string;
    introduction?: string;
    roles?: unknown;
    accountType?: number;
}

/** Session calls show their own errors (login form, checkAuth) and no 'Update': the client stays quiet. */
const quiet = { notifyErrors: false, notifySuccess: false } as const;

const loadSites = async (): Promise<Site[]> => {
    const body = await api.post<Site[]>('/sso/basic/listSites', { appCode: APP_CODE }, { ...quiet, bodyType: 'json', base: 'sso', withSiteHeaders: false });
    return Array.isArray(body.data) ? body.data : [];
};

const loadUserInfo = async (): Promise<UserInfo & { roles: string[] }> => {
    const body = await api.get<UserInfo>('/userInfo', { ...quiet, params: { token: getToken() } });
    const info = body.data;
    if (!info || !Array.isArray(info.roles) || info.roles.length === 0) throw new Error(ROLES_ERROR);
    return { ...info, roles: info.roles.map(String) };
};

const loadAgent = async (): Promise<{ agentInfo: Record<string, unknown>; roleType: number }> => {
    const [agent, account] = await Promise.all([
        api.get<Record<string, unknown>>('/b2b/direct/account/agent/info', quiet),
        api.get<{ roleType?: number }>('/b2b/direct/internet/accountInfo', quiet),
    ]);
    return { agentInfo: agent.data ?? {}, roleType: account.data?.roleType ?? DEFAULT_ROLE_TYPE };
};

const loadResources = async (): Promise<GrantedResource[]> => {
    try {
        const body = await api.get<GrantedResource[]>('/sso/basic/listResources', { ...quiet, base: 'sso' });
        return Array.isArray(body.data) ? body.data : [];
    } catch (error) {
        // A refusal without a message of its own gets the spec's text; anything else keeps its own.
        const serverGaveText = !(error instanceof ApiError && error.kind === 'business' && !(error.body as { msg?: string })?.msg);
        const text = serverGaveText ? (error as Error)?.message : '';
        throw new Error(text || RESOURCES_ERROR, { cause: error });
    }
};

/** A call already on its way, awaited later without an unhandled rejection in between. */
const started = <T>(call: Promise<T>) => {
    const settled = call.then(
        value => ({ value }),
        (error: unknown) => ({ error }),
    );
    return async (): Promise<T> => {
        const outcome = await settled;
        if ('error' in outcome) throw outcome.error;
        return outcome.value;
    };
};

/** How a session load orders its calls. */
export interface SessionLoadOptions {
    /**
     * A reload (the token and the site already stored): the sites, the user info and the resources of the stored site
     * are asked for at once, so the session is there as soon as the slowest answers, alongside the screen's chunks.
     * The outcome is the same as in order: a stored site the sites do not hold is switched as before and its resources
     * asked for again; with no site at all they are not used.
     */
    ahead?: boolean;
}

/**
 * Spec section 4, steps 2 and 3: sites, then user info (and agent info and level for agents); then, when a site is
 * chosen, the resources, once.
 */
export const loadSession = async ({ ahead = false }: SessionLoadOptions = {}): Promise<SessionUser> => {
    const storedSite = ahead ? getStoredSite() : undefined;
    const sitesCall = started(loadSites());
    const infoCall = ahead ? started(loadUserInfo()) : undefined;
    const resourcesAhead = storedSite ? started(loadResources()) : undefined;
    const sites = await sitesCall();
    const info = await (infoCall ?? started(loadUserInfo()))();
    const agent = info.accountType === ACCOUNT_TYPE_AGENT ? await loadAgent() : undefined;
    const site = reconcileStoredSite(sites);
    const sameSite = site && storedSite && site.siteCode === storedSite.siteCode && site.regionCode === storedSite.regionCode;
    const resources = site ? await (sameSite && resourcesAhead ? resourcesAhead : started(loadResources()))() : undefined;
    const user: SessionUser = {
        account: info.account,
        name: info.name,
        avatar: info.avatar,
        introduction: info.introduction,
        roles: info.roles,
        accountType: info.accountType ?? 1,
        agentInfo: agent?.agentInfo,
        roleType: agent?.roleType ?? DEFAULT_ROLE_TYPE,
        sites,
        site,
        resources,
        dataType: dataTypeFor(info.roles),
    };
    sessionUser.set(user);
    return user;
};

let loading: Promise<SessionUser> | undefined;
/** The load a reload started, until someone asks for the session: its outcome, a failure included, is theirs. */
let startedOnReload: Promise<SessionUser> | undefined;

/** The loaded session, loading it once (concurrent callers share the same load). */
export const ensureSession = (options?: SessionLoadOptions): Promise<SessionUser> => {
    const early = startedOnReload;
    startedOnReload = undefined;
    if (early) return early;
    const loaded = sessionUser.get();
    if (loaded) return Promise.resolve(loaded);
    loading ??= loadSession(options).finally(() => {
        loading = undefined;
    });
    return loading;
};

/**
 * A reload with a stored token: the session starts loading at once, alongside the screen's chunks and texts, rather
 * than when react-admin first checks it (after they have loaded and the app has rendered). Its outcome goes to the
 * first to ask for the session (checkAuth), a failure included, which shows it as before.
 */
export const startSessionOnReload = (): Promise<SessionUser> | undefined => {
    if (!getToken() || sessionUser.get()) return undefined;
    const load = ensureSession({ ahead: true });
    load.catch(() => undefined);
    startedOnReload = load;
    return load;
};

/** What canAccess needs to know about a react-admin resource: the rules of the screens on it (any one opens it). */
export type AccessRuleLookup = (resource: string) => readonly AccessRule[];

/** Ends the session on the server (best effort) and here. */
const endSession = async (): Promise<void> => {
    const token = getToken();
    // Forgotten here first: a call still out with this token, refused once the server ends the session, then finds the
    // session already over and leaves the browser where it is (httpClient) rather than reloading the sign-in page.
    clearLocalSession();
    if (token) {
        await api.post('/logout', {}, { ...quiet, headers: { [HEADER.token]: token }, redirectOnUnauthorized: false }).catch(() => undefined);
    }
};

let failing: Promise<void> | undefined;

/**
 * Spec section 8: user info or resource loading failed on a reload: the error toast (the text the sign-in form
 * shows for the same failure), then logout. Concurrent checks share one toast and one logout.
 */
const failSession = (error: unknown): Promise<void> =>
    (failing ??= (async () => {
        notifier.show({ message: (error as Error)?.message || RESOURCES_ERROR, type: 'error', autoHideDuration: ERROR_TOAST_MS });
        await endSession();
    })().finally(() => {
        failing = undefined;
    }));

const signOnRedirect = () => ({ redirectTo: signOnUrl(), message: false as const });

/**
 * No getPermissions: access is canAccess over the session's codes and roles (spec sections 5 and 6), and nothing reads
 * react-admin's permissions. With it, react-admin asked for them on every load and, once answered, unregistered and
 * registered again every one of the app's ~160 resources (its resource registration depends on the permissions): a
 * second pass over all of them, and a render of the whole admin, while a reload's first list was being drawn.
 */
export const createAuthProvider = (lookupRules: AccessRuleLookup): AuthProvider => ({
    async login({ username, password }: { username: string; password: string }) {
        const body = await api
            .post<string>('/login', { username: String(username ?? '').trim(), password }, { ...quiet, withSiteHeaders: false })
            .catch((error: unknown) => {
                // Locked after too many wrong passwords: the sign-in form says so in the user's language.
                throw error instanceof ApiError && error.code === SIGN_IN_LOCKED_CODE ? new Error(LOCKED_MESSAGE_KEY) : error;
            });
        setToken(body.data);
        sessionUser.clear();
        let user: SessionUser;
        try {
            user = await ensureSession();
        } catch (error) {
            clearLocalSession();
            throw error;
        }
        return { redirectTo: takeReturnPath(user.account) };
    },

    async logout() {
        await endSession();
        return apiConfig.ssoUrl ? signOffUrl() : undefined;
    },

    async checkAuth() {
        if (!getToken()) {
            // Where the visitor was going: sign-in comes back here.
            storeReturnPath(navigation.currentPath());
            throw signOnRedirect();
        }
        try {
            await ensureSession({ ahead: true });
        } catch (error) {
            // A body code 401 has already sent the browser to sign-on.
            if (error instanceof ApiError && error.kind === 'unauthorized') throw signOnRedirect();
            await failSession(error);
            throw signOnRedirect();
        }
    },

    async checkError(error: { status?: number }) {
        if (error?.status === 401) {
            clearLocalSession();
            throw signOnRedirect();
        }
    },

    async getIdentity(): Promise<UserIdentity> {
        const user = await ensureSession();
        return { id: user.account, fullName: user.name, avatar: user.avatar || undefined };
    },

    /** Spec section 5: the route's resource codes granted and its roles overlapping (admin: any roles). */
    async canAccess({ resource }: { resource: string; action: string }) {
        const rules = lookupRules(resource);
        if (rules.length === 0) return false;
        const grants = grantsOf(getToken() ? await ensureSession() : undefined);
        return rules.some(rule => isAllowed(rule, grants));
    },

    /** The sign-on provider came back to /authredirect with a token: keep it, load the session, go back. */
    async handleCallback() {
        const token = new URLSearchParams(window.location.search).get('token');
        if (!token) throw new Error(RESOURCES_ERROR);
        setToken(token);
        sessionUser.clear();
        const user = await ensureSession();
        return { redirectTo: takeReturnPath(user.account) };
    },
});
