/**
 * The post-login return path: the guard stores every navigation target, and sign-in (form or sign-on callback)
 * goes back to it. Session storage: it belongs to this tab's visit, and survives the trip to the sign-on provider.
 */
import { DASHBOARD_PATH } from '../routes/paths';

const KEY = 'oms.returnPath';
const NOT_RETURNABLE = ['/login', '/authredirect', '/404', '/401'];

export const storeReturnPath = (path: string): void => {
    const pathname = path.split('?')[0];
    if (NOT_RETURNABLE.includes(pathname)) return;
    window.sessionStorage.setItem(KEY, path);
};

export const takeReturnPath = (fallback = DASHBOARD_PATH): string => {
    const path = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return path || fallback;
};
