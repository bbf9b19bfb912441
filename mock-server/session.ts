import { HEADER } from '../base/headers';
import { db, saveSessions, takeInKeptSessions } from './db/store';
import type { AdminUserRow } from './db/adminUsers';
import { codesOfRoles } from './db/roles';

let tokenCounter = 0;

export const issueToken = (account: string): string => {
    tokenCounter += 1;
    const token = `mock-${account}-${tokenCounter.toString(36)}-${Date.now().toString(36)}`;
    db.sessions.set(token, account);
    saveSessions();
    return token;
};

export const revokeToken = (token: string | null): void => {
    if (token && db.sessions.delete(token)) saveSessions();
};

/**
 * Sessions are kept by account name: when an account is renamed its sessions follow it, so they neither end nor
 * pass to a later account that takes the old name.
 */
export const renameSessions = (from: string, to: string): void => {
    if (from === to) return;
    db.sessions.forEach((account, token) => {
        if (account === from) db.sessions.set(token, to);
    });
    saveSessions();
};

/**
 * The token of a request: the token header; only GET /userInfo (spec section 7: `param token`) may pass it as a
 * query parameter instead.
 */
export const tokenOf = (request: Request, { queryToken = false } = {}): string | null =>
    request.headers.get(HEADER.token) ?? (queryToken ? new URL(request.url).searchParams.get('token') : null);

/** The signed-in account of a request (by the same token `tokenOf` reads, so logout revokes the one it accepted). */
export const accountOf = (request: Request, options: { queryToken?: boolean } = {}): AdminUserRow | undefined => {
    const token = tokenOf(request, options);
    if (token && !db.sessions.has(token)) takeInKeptSessions();
    const account = token ? db.sessions.get(token) : undefined;
    const user = account ? db.users.all().find(row => row.account === account) : undefined;
    return user && user.status === 'enabled' ? user : undefined;
};

/** What the account is granted now: its roles' codes as the roles collection holds them. */
export const codesOf = (user: AdminUserRow): ReadonlySet<string> => new Set(codesOfRoles(user.roles));

/** The site the request works on: the site code header, when the account has that site. */
export const siteOf = (request: Request, user: AdminUserRow): string | undefined => {
    const siteCode = request.headers.get(HEADER.siteCode);
    return siteCode && user.sites.includes(siteCode) ? siteCode : undefined;
};

export const dataTypeOf = (request: Request): number => (request.headers.get(HEADER.dataType) === '1' ? 1 : 0);
