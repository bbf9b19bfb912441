import type { FieldErrors } from '../kit/types';

/** What a user's roles list holds and the sign-on answers: a short code (the 15 of spec section 6, or new ones). */
export const ROLE_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

/** A role's own rule beyond the description's (required, unique): the code's form. */
export const roleRules = (record: Record<string, unknown>): FieldErrors => {
    const code = record.roleCode;
    if (typeof code === 'string' && code.trim() !== '' && !ROLE_CODE_PATTERN.test(code)) {
        return { roleCode: 'resources.roles.validation.code_format' };
    }
    return {};
};
