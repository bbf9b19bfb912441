import { useCallback, useRef, useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Form, PasswordInput, TextInput, Title, useLogout, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { api } from '../../providers/httpClient';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { changePasswordRules, type ChangePasswordValues } from './changePasswordRules';

export const MODIFY_PASSWORD_PATH = '/sso/basic/modifyPassword';

/**
 * /permission/user/changePassword (hidden): the signed-in user changes their own password, then is signed out to
 * sign in again with the new one. A refused change (wrong current password...) keeps what was typed; the client
 * has already toasted the server's message.
 */
export const ChangePasswordPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const logout = useLogout();
    const user = useSessionUser();
    const [submitting, setSubmitting] = useState(false);
    // The click guard: a second submit while the first is on its way is ignored, not queued.
    const inFlight = useRef(false);

    const submit = useCallback(
        async (values: FieldValues) => {
            if (inFlight.current) return;
            inFlight.current = true;
            setSubmitting(true);
            const { oldPassword, newPassword } = values as ChangePasswordValues;
            try {
                await api.post<null>(MODIFY_PASSWORD_PATH, { oldPassword, newPassword }, { base: 'sso', notifySuccess: false });
            } catch {
                // The client toasted the server's message; the form keeps its input for a retry.
                inFlight.current = false;
                setSubmitting(false);
                return;
            }
            notify('oms.toast.operation_successful', { type: 'success' });
            // The old session is over: sign in again with the new password.
            await logout({}, undefined, false);
        },
        [logout, notify],
    );

    const account = user?.account ?? '';

    return (
        <Card sx={{ mt: 2, maxWidth: 560 }}>
            <Title title="routes.general.changePassword" />
            <CardContent>
                <Typography variant="h5" component="h1" gutterBottom>
                    {translate('routes.general.changePassword')}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {translate('oms.pages.change_password.intro')}
                </Typography>
                {/* Keyed by account: the read-only account appears once the session is loaded. */}
                <Form key={account} defaultValues={{ account }} onSubmit={submit} noValidate>
                    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                        <TextInput source="account" label="oms.pages.change_password.account" readOnly fullWidth />
                        <PasswordInput
                            source="oldPassword"
                            label="oms.pages.change_password.old_password"
                            validate={changePasswordRules.oldPassword}
                            autoComplete="current-password"
                            fullWidth
                        />
                        <PasswordInput
                            source="newPassword"
                            label="oms.pages.change_password.new_password"
                            validate={changePasswordRules.newPassword}
                            autoComplete="new-password"
                            fullWidth
                        />
                        <PasswordInput
                            source="confirmPassword"
                            label="oms.pages.change_password.confirm_password"
                            validate={changePasswordRules.confirmPassword}
                            autoComplete="new-password"
                            fullWidth
                        />
                        <Box sx={{ mt: 1 }}>
                            <Button
                                type="submit"
                                variant="contained"
                                disabled={submitting}
                                startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
                            >
                                {translate('oms.pages.change_password.submit')}
                            </Button>
                        </Box>
                    </Box>
                </Form>
            </CardContent>
        </Card>
    );
};

export default ChangePasswordPage;
