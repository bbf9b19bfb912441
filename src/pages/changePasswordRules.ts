/**
 * The rules of the change-password form, in one place: the form validates with these and its test checks these.
 * Each rule answers undefined (valid) or a translation key with its arguments, the shape react-admin validators
 * return, so they plug into `validate` as they are.
 */
export const PASSWORD_MIN_LENGTH = 8;

export const CHANGE_PASSWORD_MESSAGES = {
    required: 'oms.pages.change_password.rules.required',
    minLength: 'oms.pages.change_password.rules.min_length',
    lettersAndDigits: 'oms.pages.change_password.rules.letters_and_digits',
    sameAsOld: 'oms.pages.change_password.rules.same_as_old',
    mismatch: 'oms.pages.change_password.rules.mismatch',
} as const;

export interface ChangePasswordValues {
    account?: string;
    oldPassword?: string;
    newPassword?: string;
    confirmPassword?: string;
}

export type RuleMessage = string | { message: string; args: Record<string, unknown> };
export type PasswordRule = (value: unknown, values: ChangePasswordValues) => RuleMessage | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

const required: PasswordRule = value => (text(value) === '' ? CHANGE_PASSWORD_MESSAGES.required : undefined);

const minLength: PasswordRule = value =>
    text(value).length < PASSWORD_MIN_LENGTH
        ? { message: CHANGE_PASSWORD_MESSAGES.minLength, args: { min: PASSWORD_MIN_LENGTH } }
        : undefined;

const lettersAndDigits: PasswordRule = value =>
    /[A-Za-z]/.test(text(value)) && /\d/.test(text(value)) ? undefined : CHANGE_PASSWORD_MESSAGES.lettersAndDigits;

const differsFromOld: PasswordRule = (value, values) =>
    text(value) === text(values.oldPassword) ? CHANGE_PASSWORD_MESSAGES.sameAsOld : undefined;

const equalsNew: PasswordRule = (value, values) =>
    text(value) === text(values.newPassword) ? undefined : CHANGE_PASSWORD_MESSAGES.mismatch;

/** The first rule that fails, in order (one message at a time under a field). */
const all =
    (...rules: PasswordRule[]): PasswordRule =>
    (value, values) => {
        for (const rule of rules) {
            const message = rule(value, values ?? {});
            if (message) return message;
        }
        return undefined;
    };

/** Field rules, keyed by the form's sources. */
export const changePasswordRules = {
    oldPassword: all(required),
    newPassword: all(required, minLength, lettersAndDigits, differsFromOld),
    confirmPassword: all(required, equalsNew),
} satisfies Record<keyof Omit<ChangePasswordValues, 'account'>, PasswordRule>;

/** Every field's first failing rule (empty when the values may be sent). */
export const validateChangePassword = (values: ChangePasswordValues): Partial<Record<keyof ChangePasswordValues, RuleMessage>> => {
    const errors: Partial<Record<keyof ChangePasswordValues, RuleMessage>> = {};
    (Object.keys(changePasswordRules) as (keyof typeof changePasswordRules)[]).forEach(field => {
        const message = changePasswordRules[field](values[field], values);
        if (message) errors[field] = message;
    });
    return errors;
};
