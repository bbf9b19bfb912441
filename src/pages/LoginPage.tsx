import { Login, LoginForm, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';

/** The sign-on page when no provider is configured: react-admin's form (inputs `username`, `password`). */
export const LoginPage = () => {
    const translate = useTranslate();
    return (
        <Login>
            <LoginForm />
            {__MOCK__ && (
                <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2, maxWidth: 300 }}>
                    {translate('oms.auth.demo_hint')}
                </Typography>
            )}
        </Login>
    );
};
