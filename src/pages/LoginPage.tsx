import { lazy, Suspense } from 'react';
import { Login, LoginForm, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';

/** Only builds with the mock have demo accounts: a lazy chunk the others never reference. */
const DemoAccountsHint = __MOCK__ ? lazy(() => import('./DemoAccountsHint')) : undefined;

/**
 * The sign-on page when no provider is configured: react-admin's form (inputs `username`, `password`) in the
 * page's main landmark, under its one heading. Builds with the mock name the demo accounts (DemoAccountsHint), so
 * a build without it carries no trace of them.
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
                {DemoAccountsHint && (
                    <Suspense fallback={null}>
                        <DemoAccountsHint />
                    </Suspense>
                )}
            </Login>
        </Box>
    );
};
