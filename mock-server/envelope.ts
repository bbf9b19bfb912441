import { HttpResponse } from 'msw';

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
    accountDisabled: 'This account is disabled',
    noAccess: (code: string) => `No access: the resource code ${code} is not granted to this account`,
    notFound: (what: string) => `${what} not found`,
    badRequest: (detail: string) => `Bad request: ${detail}`,
    ownActionsOnly: (what: string, actions: string) => `Not allowed: ${what} change only through their own actions (${actions})`,
} as const;
