import { HttpResponse } from 'msw';
import { SIGN_IN_LOCKED_CODE } from '../base/constants';

/**
 * Answers in the backend's shapes. Custom calls: HTTP 200 with the `{code, msg, data}` envelope, success or not.
 * REST collection calls: bare records on success, and on failure the envelope with a matching HTTP status, so both
 * react-admin (which reads the status) and the app's client (which reads the body code) understand them.
 */
export const ok = <T>(data: T, init?: ResponseInit) =>
    HttpResponse.json({ code: 200, msg: 'success', data }, init);

export const fail = (code: number, msg: string) => HttpResponse.json({ code, msg, data: null }, { status: 200 });

/** A REST failure; `errors` (field → message) is what react-admin shows at each form field. */
export const restFail = (status: number, msg: string, errors?: Record<string, unknown>) =>
    HttpResponse.json({ code: status, msg, data: null, ...(errors ? { errors } : {}) }, { status });

export const MSG = {
    notSignedIn: 'Not signed in or the session has expired, please sign in again',
    badCredentials: 'Incorrect username or password',
    accountLocked: (minutes: number) =>
        `Too many wrong passwords: this account is locked for ${minutes} minute${minutes === 1 ? '' : 's'}. Try again later, or ask an administrator to reset the password.`,
    accountDisabled: 'This account is disabled',
    noAccess: (code: string) => `No access: the resource code ${code} is not granted to this account`,
    notFound: (what: string) => `${what} not found`,
    badRequest: (detail: string) => `Bad request: ${detail}`,
    searchTooLong: (key: string, max: number) => `Bad request: the search text of ${key} is longer than ${max} characters`,
    ownActionsOnly: (what: string, actions: string) => `Not allowed: ${what} change only through their own actions (${actions})`,
} as const;

/** The body code of a sign-in refused because the account is locked after too many wrong passwords (the app words it). */
export const LOCKED_CODE = SIGN_IN_LOCKED_CODE;

/** Bad input: thrown by a body reader or a check, answered 400 with its message (body code, or HTTP status for REST). */
export class BadRequest extends Error {
    constructor(
        message: string,
        readonly errors?: Record<string, unknown>,
    ) {
        super(message);
    }
}

/** An unexpected error: 500 with the envelope, and nothing of the server's inside (no stack, no path). */
export const internalError = () => HttpResponse.json({ code: 500, msg: 'Internal server error', data: null }, { status: 500 });

/** A JSON body that must be an object: anything else (`null`, a list, broken JSON) is bad input with its reason. */
export const readJsonObject = async (request: Request): Promise<Record<string, unknown>> => {
    let body: unknown;
    try {
        body = await request.json();
    } catch {
        throw new BadRequest(MSG.badRequest('the body is not valid JSON'));
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest(MSG.badRequest('the body must be a JSON object'));
    return body as Record<string, unknown>;
};
