import { Login, LoginForm, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { DEMO_PASSWORD } from '../../mock-server/db/accounts';

/**
 * The sign-on page when no provider is configured: react-admin's form (inputs `username`, `password`) in the
 * page's main landmark, under its one heading. Builds with the mock name the demo accounts; the password comes
 * from the mock itself, so a build without it carries no trace of it.
 */
export const LoginPage = () => {
    const translate = useTranslate();
    return (
        <Box component="main">
            <Login>
                <Typography component="h1" variant="h6" align="center" sx={{ mt: 1 }}>
                    {translate('oms.auth.sign_in_title')}
                </Typography>
                <LoginForm />
                {__MOCK__ && (
                    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2, maxWidth: 300 }}>
                        {translate('oms.auth.demo_hint', { password: DEMO_PASSWORD })}
                    </Typography>
                )}
            </Login>
        </Box>
    );
};
