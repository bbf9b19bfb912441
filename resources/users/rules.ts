import type { FieldErrors } from '../kit/types';

/**
 * The one validator of a staff account (POST /admin/user/create and update): the add and edit forms run it, the mock
 * backend runs it on every call (skipping the form changes nothing) and the tests read it. Errors are translation
 * keys (`resources.users.validation.*`, react-admin's `ra.validation.*`); the mock answers their English text.
 */
export interface UserValues {
    account?: unknown;
    name?: unknown;
    email?: unknown;
    mobile?: unknown;
    roles?: unknown;
    sites?: unknown;
}

/** Sign-in names: letters, digits, dot, dash and underscore (no spaces: the sign-on form trims them). */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9._-]{2,32}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const NAME_MAX = 64;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value));

export const USER_ERRORS = {
    required: 'ra.validation.required',
    account: 'resources.users.validation.account_format',
    email: 'resources.users.validation.email',
    roles: 'resources.users.validation.roles_required',
    accountTaken: 'resources.users.validation.account_taken',
    unknownRole: 'resources.users.validation.unknown_role',
    unknownSite: 'resources.users.validation.unknown_site',
} as const;

/** A list of codes, as the form holds it (an array) or as a form-encoded call sends it (JSON or comma-separated). */
export const codesOf = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.map(String).map(item => item.trim()).filter(Boolean);
    const raw = text(value);
    if (!raw) return [];
    try {
        const parsed: unknown = JSON.parse(raw);
        if (Array.isArray(parsed)) return parsed.map(String).filter(Boolean);
    } catch {
        // not JSON: comma-separated
    }
    return raw.split(',').map(item => item.trim()).filter(Boolean);
};

/** Field errors of a whole account (empty when it may be saved). */
export const validateUser = (values: UserValues): FieldErrors => {
    const errors: FieldErrors = {};
    const account = text(values.account);
    if (!account) errors.account = USER_ERRORS.required;
    else if (!ACCOUNT_PATTERN.test(account)) errors.account = USER_ERRORS.account;
    const name = text(values.name);
    if (!name) errors.name = USER_ERRORS.required;
    else if (name.length > NAME_MAX) errors.name = { message: 'ra.validation.maxLength', args: { max: NAME_MAX } };
    const email = text(values.email);
    if (!email) errors.email = USER_ERRORS.required;
    else if (!EMAIL_PATTERN.test(email)) errors.email = USER_ERRORS.email;
    if (codesOf(values.roles).length === 0) errors.roles = USER_ERRORS.roles;
    return errors;
};
