import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAuthProvider } from '../../providers/authProvider';
import { createI18nProvider } from '../../providers/i18nProvider';
import { getToken } from '../../base/session/token';
import ChangePasswordPageDefault, { ChangePasswordPage } from '../../src/pages/ChangePasswordPage';
import {
    CHANGE_PASSWORD_MESSAGES,
    PASSWORD_MIN_LENGTH,
    changePasswordRules,
    validateChangePassword,
} from '../../src/pages/changePasswordRules';
import { DEMO_PASSWORD, recordRequests, renderPage, signIn } from './renderPage';

const PATH = '/permission/user/changePassword';
const i18n = createI18nProvider();
const text = (message: unknown) =>
    typeof message === 'string'
        ? i18n.translate(message)
        : i18n.translate((message as { message: string }).message, (message as { args: object }).args);

describe('change-password rules', () => {
    const { oldPassword, newPassword, confirmPassword } = changePasswordRules;

    it('requires every field', () => {
        expect(oldPassword('', {})).toBe(CHANGE_PASSWORD_MESSAGES.required);
        expect(newPassword(undefined, {})).toBe(CHANGE_PASSWORD_MESSAGES.required);
        expect(confirmPassword('', { newPassword: 'abcd1234' })).toBe(CHANGE_PASSWORD_MESSAGES.required);
        expect(validateChangePassword({})).toEqual({
            oldPassword: CHANGE_PASSWORD_MESSAGES.required,
            newPassword: CHANGE_PASSWORD_MESSAGES.required,
            confirmPassword: CHANGE_PASSWORD_MESSAGES.required,
        });
    });

    it('wants a new password of at least 8 characters', () => {
        expect(PASSWORD_MIN_LENGTH).toBe(8);
        const tooShort = newPassword('abc1234', { oldPassword: 'old' });
        expect(tooShort).toEqual({ message: CHANGE_PASSWORD_MESSAGES.minLength, args: { min: 8 } });
        expect(text(tooShort)).toBe('At least 8 characters');
        expect(newPassword('abcd1234', { oldPassword: 'old' })).toBeUndefined();
    });

    it('wants letters and digits in the new password', () => {
        expect(newPassword('abcdefgh', { oldPassword: 'old' })).toBe(CHANGE_PASSWORD_MESSAGES.lettersAndDigits);
        expect(newPassword('12345678', { oldPassword: 'old' })).toBe(CHANGE_PASSWORD_MESSAGES.lettersAndDigits);
        expect(text(CHANGE_PASSWORD_MESSAGES.lettersAndDigits)).toBe('Use both letters and digits');
    });

    it('wants the new password to differ from the current one', () => {
        expect(newPassword('abcd1234', { oldPassword: 'abcd1234' })).toBe(CHANGE_PASSWORD_MESSAGES.sameAsOld);
        expect(text(CHANGE_PASSWORD_MESSAGES.sameAsOld)).toBe('The new password must differ from the current one');
    });

    it('wants the confirmation to equal the new password', () => {
        expect(confirmPassword('abcd1235', { newPassword: 'abcd1234' })).toBe(CHANGE_PASSWORD_MESSAGES.mismatch);
        expect(confirmPassword('abcd1234', { newPassword: 'abcd1234' })).toBeUndefined();
        expect(text(CHANGE_PASSWORD_MESSAGES.mismatch)).toBe('The two new passwords do not match');
    });

    it('has a translated text for every message', () => {
        Object.values(CHANGE_PASSWORD_MESSAGES).forEach(key => {
            expect(i18n.translate(key, { min: 8 }), key).not.toBe(key);
        });
        expect(text(CHANGE_PASSWORD_MESSAGES.required)).toBe('Required');
    });
});

const fill = async (values: { old?: string; next?: string; confirm?: string }) => {
    const user = userEvent.setup({ delay: null });
    if (values.old) await user.type(screen.getByLabelText('Current password'), values.old);
    if (values.next) await user.type(screen.getByLabelText('New password'), values.next);
    if (values.confirm) await user.type(screen.getByLabelText('Confirm new password'), values.confirm);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('ChangePasswordPage', () => {
    it('exports the same component as default and by name', () => {
        expect(ChangePasswordPageDefault).toBe(ChangePasswordPage);
    });

    it('shows the signed-in account read-only', async () => {
        await signIn();
        renderPage(<ChangePasswordPage />, PATH);
        const account = await screen.findByLabelText('Account');
        expect(account).toHaveValue('admin');
        expect(account).toHaveAttribute('readonly');
    });

    it('shows the rules under the fields and sends nothing while they fail', async () => {
        await signIn();
        const calls = recordRequests('/sso/basic/modifyPassword');
        renderPage(<ChangePasswordPage />, PATH);
        await screen.findByLabelText('Current password');
        await fill({});
        expect(await screen.findAllByText('Required')).toHaveLength(3);

        await fill({ old: DEMO_PASSWORD, next: 'short1', confirm: 'other' });
        expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();
        expect(screen.getByText('The two new passwords do not match')).toBeInTheDocument();
        expect(calls).toHaveLength(0);
    });

    it('keeps the input and shows the server message when the current password is wrong', async () => {
        await signIn();
        const calls = recordRequests('/sso/basic/modifyPassword');
        renderPage(<ChangePasswordPage />, PATH);
        await screen.findByLabelText('Current password');
        await fill({ old: 'wrong-pass1', next: 'newPass123', confirm: 'newPass123' });

        expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
        expect(calls).toHaveLength(1);
        expect(screen.getByLabelText('Current password')).toHaveValue('wrong-pass1');
        expect(screen.getByLabelText('New password')).toHaveValue('newPass123');
        expect(screen.getByLabelText('Confirm new password')).toHaveValue('newPass123');
        // Still signed in, still on the page, and the button may be pressed again.
        expect(getToken()).toBeTruthy();
        expect(screen.getByTestId('location')).toHaveTextContent(PATH);
        expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
    });

    it('sends exactly oldPassword and newPassword, signs out, and the new password signs in', async () => {
        await signIn();
        const calls = recordRequests('/sso/basic/modifyPassword');
        renderPage(<ChangePasswordPage />, PATH);
        await screen.findByLabelText('Current password');
        await fill({ old: DEMO_PASSWORD, next: 'newPass123', confirm: 'newPass123' });

        expect(await screen.findByText('Operation successful')).toBeInTheDocument();
        await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
        expect(getToken()).toBeUndefined();

        expect(calls).toHaveLength(1);
        expect(calls[0].method).toBe('POST');
        const sent = Object.fromEntries(new URLSearchParams(await calls[0].body));
        expect(sent).toEqual({ oldPassword: DEMO_PASSWORD, newPassword: 'newPass123' });

        const auth = createAuthProvider(() => []);
        await expect(auth.login({ username: 'admin', password: DEMO_PASSWORD })).rejects.toThrow();
        await expect(auth.login({ username: 'admin', password: 'newPass123' })).resolves.toBeDefined();
        expect(getToken()).toBeTruthy();
    });
});
