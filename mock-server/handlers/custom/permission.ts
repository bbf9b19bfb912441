import { type HttpHandler } from 'msw';
import { http } from '../../handle';
import { collectionCodes, db } from '../../db/store';
import { englishText } from '../../db/kit/checkWrite';
import { holdersOf, ROLES_COLLECTION } from '../../db/roles';
import { restFail } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import type { FieldError } from '../../../resources/kit/types';
import { codesBeyond, GRANT_ERRORS, mayChangeRole, type Granter } from '../../../resources/roles/grantRules';
import { ADMIN_ROLE } from '../../../base/routes/roles';
import { codesOf } from '../../session';
import type { AdminUserRow } from '../../db/adminUsers';

/** A 400 whose `msg` is the English text of the reason (react-admin shows it as the error toast). */
const refuse = (reason: FieldError, errors?: Record<string, string>) => restFail(400, englishText(reason), errors);

const ROLE_ADD_CODE = 'permission:role/add';

const roleOf = (id: string | readonly string[] | undefined) =>
    typeof id === 'string' ? db.collections.get(ROLES_COLLECTION)?.get(id) : undefined;

/**
 * What the REST engine cannot know about roles: only admin adds them, users hold them by code, and no one grants more
 * than they hold (grantRules.ts). A role someone holds cannot be deleted, nor its code changed (they would hold a code
 * that no longer exists). Anything else falls through to the
 * collection's own handlers (`undefined`), which check access, validate and write.
 */
/** The account as a granter: its roles and the codes they hold now. */
const granterOf = (user: AdminUserRow): Granter => ({ roles: user.roles, codes: codesOf(user) });

const textList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/**
 * The escalation rule on a role's write (resources/roles/grantRules.ts): only admin changes the admin role or a role
 * it holds itself; codes added must be codes the writer holds; the admin role keeps every code it has. A refusal
 * (403, or 400 for the admin role's codes), or undefined when the write may go on.
 */
const grantRefusal = (user: AdminUserRow, body: Record<string, unknown>, stored?: Record<string, unknown>): Response | undefined => {
    const granter = granterOf(user);
    const roleCode = String(stored?.roleCode ?? body.roleCode ?? '');
    const newCode = typeof body.roleCode === 'string' ? body.roleCode : roleCode;
    if (!mayChangeRole(granter, roleCode) || !mayChangeRole(granter, newCode)) {
        const reason = roleCode === ADMIN_ROLE || newCode === ADMIN_ROLE ? GRANT_ERRORS.adminRole : GRANT_ERRORS.ownRole;
        return restFail(403, englishText(reason));
    }
    const before = textList(stored?.resources);
    const after = body.resources === undefined ? before : textList(body.resources);
    const beyond = codesBeyond(granter, after.filter(code => !before.includes(code)));
    if (beyond.length > 0) return restFail(403, `${englishText(GRANT_ERRORS.beyond)}: ${beyond.join(', ')}`, { resources: GRANT_ERRORS.beyond });
    if (roleCode === ADMIN_ROLE && before.some(code => !after.includes(code))) {
        return restFail(400, englishText(GRANT_ERRORS.adminKeepsCodes), { resources: GRANT_ERRORS.adminKeepsCodes });
    }
    return undefined;
};

/** A role write's body, when it is a JSON object (the REST engine refuses any other, with its reason). */
const bodyOf = async (request: Request): Promise<Record<string, unknown> | undefined> => {
    const body: unknown = await request
        .clone()
        .json()
        .catch(() => undefined);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
};

export const handlers = (api: string): HttpHandler[] => [
    // Adding a role is for admin only (spec section 6: "role add: admin only"), though editors edit roles.
    http.post(`${api}/${ROLES_COLLECTION}`, async ({ request }) => {
        const user = authorize(request, [ROLE_ADD_CODE], 'rest');
        if (isRefusal(user)) return user;
        const body = await bodyOf(request);
        return body ? grantRefusal(user, body) : undefined;
    }),

    http.delete(`${api}/${ROLES_COLLECTION}/:id`, ({ request, params }) => {
        const user = authorize(request, collectionCodes(ROLES_COLLECTION), 'rest');
        if (isRefusal(user)) return user;
        const role = roleOf(params.id);
        if (!role) return undefined;
        if (!mayChangeRole(granterOf(user), String(role.roleCode))) {
            return restFail(403, englishText(role.roleCode === ADMIN_ROLE ? GRANT_ERRORS.adminRole : GRANT_ERRORS.ownRole));
        }
        const count = holdersOf(String(role.roleCode));
        if (count === 0) return undefined;
        return refuse({ message: 'resources.roles.validation.still_assigned', args: { code: role.roleCode, count } });
    }),

    http.put(`${api}/${ROLES_COLLECTION}/:id`, async ({ request, params }) => {
        const user = authorize(request, collectionCodes(ROLES_COLLECTION), 'rest');
        if (isRefusal(user)) return user;
        const role = roleOf(params.id);
        const body = await bodyOf(request);
        if (!role || !body) return undefined;
        const refused = grantRefusal(user, body, role);
        if (refused) return refused;
        const code = body.roleCode;
        const count = holdersOf(String(role.roleCode));
        if (code === undefined || code === role.roleCode || count === 0) return undefined;
        // The form shows the reason at the code (a plain key: react-admin sets a server's field errors as strings).
        return refuse({ message: 'resources.roles.validation.code_in_use', args: { code: role.roleCode, count } }, { roleCode: 'resources.roles.validation.code_held' });
    }),
];
