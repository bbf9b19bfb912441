import type { AdminUserRow } from './db/adminUsers';
import { fail, MSG, restFail } from './envelope';
import { accountOf, codesOf } from './session';

type Refusal = Response;

/**
 * The backend's access check: a valid token, and (when codes are given) any one of them granted. Custom calls
 * answer with body codes; REST calls also carry the matching HTTP status.
 */
export const authorize = (
    request: Request,
    codes: readonly string[],
    style: 'envelope' | 'rest' = 'envelope',
): AdminUserRow | Refusal => {
    const user = accountOf(request);
    if (!user) return style === 'rest' ? restFail(401, MSG.notSignedIn) : fail(401, MSG.notSignedIn);
    if (codes.length === 0) return user;
    const granted = codesOf(user);
    if (codes.some(code => granted.has(code))) return user;
    return style === 'rest' ? restFail(403, MSG.noAccess(codes[0])) : fail(403, MSG.noAccess(codes[0]));
};

export const isRefusal = (value: AdminUserRow | Refusal): value is Refusal => value instanceof Response;
