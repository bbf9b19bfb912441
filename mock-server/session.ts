import { HEADER } from '../base/headers';
import { db, saveSessions, takeInKeptSessions } from './db/store';
import type { AdminUserRow } from './db/adminUsers';
import { codesOfRoles } from './db/roles';
import { mockSettings } from './settings';
import { dataTypeFor } from '../base/session/sessionUser';

/** 192 random bits from the platform's cryptographic source, as hex: a token no one can guess from another. */
const randomToken = (): string => Array.from(crypto.getRandomValues(new Uint8Array(24)), byte => byte.toString(16).padStart(2, '0')).join('');

const isIdle = (lastSeen: number, now: number) => now - lastSeen > mockSettings.idleMs;

/** Sessions past their idle time leave the store (and the kept copy) when it is saved. */
const dropIdleSessions = (now = Date.now()): void => {
    db.sessions.forEach((session, token) => {
        if (isIdle(session.lastSeen, now)) db.sessions.delete(token);
    });
};

export const issueToken = (account: string): string => {
    const token = randomToken();
    dropIdleSessions();
    db.sessions.set(token, { account, lastSeen: Date.now() });
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
    db.sessions.forEach((session, token) => {
        if (session.account === from) db.sessions.set(token, { ...session, account: to });
    });
    saveSessions();
};

/**
 * The token of a request: the token header; only GET /userInfo (spec section 7: `param token`) may pass it as a
 * query parameter instead.
 */
export const tokenOf = (request: Request, { queryToken = false } = {}): string | null =>
    request.headers.get(HEADER.token) ?? (queryToken ? new URL(request.url).searchParams.get('token') : null);

/**
 * The signed-in account of a request (by the same token `tokenOf` reads, so logout revokes the one it accepted), while
 * its session has not been idle for longer than the idle time; each call it answers starts the idle time again.
 */
export const accountOf = (request: Request, options: { queryToken?: boolean } = {}): AdminUserRow | undefined => {
    const token = tokenOf(request, options);
    if (!token) return undefined;
    if (!db.sessions.has(token)) takeInKeptSessions();
    const session = db.sessions.get(token);
    if (!session) return undefined;
    const now = Date.now();
    // A session idle for longer than the idle time has ended: this call, and every later one, answers 401.
    if (isIdle(session.lastSeen, now)) {
        db.sessions.delete(token);
        saveSessions();
        return undefined;
    }
    const user = db.users.all().find(row => row.account === session.account);
    if (!user || user.status !== 'enabled') return undefined;
    session.lastSeen = now;
    saveSessions();
    return user;
};

/**
 * The call of a session has been answered: its idle time starts again from the answer, not only from the call, so that
 * a long call (the first read of a collection the server computes) does not end the session that made it.
 */
export const touchSessionOf = (request: Request): void => {
    const token = tokenOf(request, { queryToken: true });
    const session = token ? db.sessions.get(token) : undefined;
    if (!session) return;
    session.lastSeen = Date.now();
    saveSessions();
};

/** What the account is granted now: its roles' codes as the roles collection holds them. */
export const codesOf = (user: AdminUserRow): ReadonlySet<string> => new Set(codesOfRoles(user.roles));

/** The site the request works on: the site code header, when the account has that site. */
export const siteOf = (request: Request, user: AdminUserRow): string | undefined => {
    const siteCode = request.headers.get(HEADER.siteCode);
    return siteCode && user.sites.includes(siteCode) ? siteCode : undefined;
};

/**
 * The data an account works on: test data (1) for qa accounts, live data (0) for everyone else (README, "The contract
 * the app expects"). Decided by the account, never by the dataType header, which cannot widen what an account sees.
 */
export const dataTypeOf = (user: Pick<AdminUserRow, 'roles'>): number => dataTypeFor(user.roles);
