/**
 * The post-login return path: the guard stores every navigation target, and sign-in (form or sign-on callback)
 * goes back to it. Session storage: it belongs to this tab's visit, and survives the trip to the sign-on provider.
 *
 * It is kept with the account that was signed in when it was stored: it brings the same account back where its
 * session ended (expiry, sign-out), while another account signing in on this tab starts on the dashboard. A path
 * stored signed out (a deep link opened before signing in) belongs to whoever signs in.
 */
import { DASHBOARD_PATH } from '../routes/paths';
import { sessionUser } from './sessionUser';

const KEY = 'oms.returnPath';
const NOT_RETURNABLE = ['/login', '/authredirect', '/404', '/401'];

interface StoredReturnPath {
    path: string;
    account?: string;
}

export const storeReturnPath = (path: string, account: string | undefined = sessionUser.get()?.account): void => {
    const pathname = path.split('?')[0];
    if (NOT_RETURNABLE.includes(pathname)) return;
    window.sessionStorage.setItem(KEY, JSON.stringify({ path, account } satisfies StoredReturnPath));
};

const readStored = (): StoredReturnPath | undefined => {
    try {
        const stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as StoredReturnPath | null;
        return stored && typeof stored.path === 'string' ? stored : undefined;
    } catch {
        return undefined;
    }
};

/** Where `account`, just signed in, goes: its own or an anonymous stored path, else the fallback. Read once. */
export const takeReturnPath = (account: string | undefined, fallback = DASHBOARD_PATH): string => {
    const stored = readStored();
    window.sessionStorage.removeItem(KEY);
    if (!stored || (stored.account !== undefined && stored.account !== account)) return fallback;
    return stored.path;
};
