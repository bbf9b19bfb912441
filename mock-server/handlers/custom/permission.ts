import { http, type HttpHandler } from 'msw';
import { collectionCodes, db } from '../../db/store';
import { englishText } from '../../db/kit/checkWrite';
import { holdersOf, ROLES_COLLECTION } from '../../db/roles';
import { restFail } from '../../envelope';
import { authorize, isRefusal } from '../../guard';
import type { FieldError } from '../../../resources/kit/types';

/** A 400 whose `msg` is the English text of the reason (react-admin shows it as the error toast). */
const refuse = (reason: FieldError, errors?: Record<string, string>) => restFail(400, englishText(reason), errors);

const ROLE_ADD_CODE = 'permission:role/add';

const roleOf = (id: string | readonly string[] | undefined) =>
    typeof id === 'string' ? db.collections.get(ROLES_COLLECTION)?.get(id) : undefined;

/**
 * What the REST engine cannot know about roles: only admin adds them, and users hold them by code. A role someone holds cannot be deleted,
 * nor its code changed (they would hold a code that no longer exists). Anything else falls through to the
 * collection's own handlers (`undefined`), which check access, validate and write.
 */
export const handlers = (api: string): HttpHandler[] => [
    // Adding a role is for admin only (spec section 6: "role add: admin only"), though editors edit roles.
    http.post(`${api}/${ROLES_COLLECTION}`, ({ request }) => {
        const user = authorize(request, [ROLE_ADD_CODE], 'rest');
        return isRefusal(user) ? user : undefined;
    }),

    http.delete(`${api}/${ROLES_COLLECTION}/:id`, ({ request, params }) => {
        const user = authorize(request, collectionCodes(ROLES_COLLECTION), 'rest');
        if (isRefusal(user)) return user;
        const role = roleOf(params.id);
        const count = role ? holdersOf(String(role.roleCode)) : 0;
        if (!role || count === 0) return undefined;
        return refuse({ message: 'resources.roles.validation.still_assigned', args: { code: role.roleCode, count } });
    }),

    http.put(`${api}/${ROLES_COLLECTION}/:id`, async ({ request, params }) => {
        const user = authorize(request, collectionCodes(ROLES_COLLECTION), 'rest');
        if (isRefusal(user)) return user;
        const role = roleOf(params.id);
        if (!role) return undefined;
        const body: unknown = await request
            .clone()
            .json()
            .catch(() => undefined);
        const code = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).roleCode : undefined;
        const count = holdersOf(String(role.roleCode));
        if (code === undefined || code === role.roleCode || count === 0) return undefined;
        // The form shows the reason at the code (a plain key: react-admin sets a server's field errors as strings).
        return refuse({ message: 'resources.roles.validation.code_in_use', args: { code: role.roleCode, count } }, { roleCode: 'resources.roles.validation.code_held' });
    }),
];
