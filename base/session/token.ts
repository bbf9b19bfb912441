import { COOKIE, readCookie, removeCookie, writeCookie } from './cookies';

/**
 * The session token. It is a session cookie (gone when the browser closes) and is not per site: the token is
 * granted at sign-in, before any site is chosen. The backend's own per-site session cookie travels with
 * `credentials: 'include'` and is none of the app's business.
 */
export const getToken = (): string | undefined => readCookie(COOKIE.token);

export const setToken = (token: string): void => writeCookie(COOKIE.token, token, { session: true });

export const clearToken = (): void => removeCookie(COOKIE.token);
