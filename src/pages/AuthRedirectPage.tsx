import { useHandleAuthCallback, useTranslate } from 'react-admin';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { LOGIN_PATH } from '../../providers/signOn';

/**
 * /authredirect: the sign-on provider hands back a token. react-admin's callback hook runs the auth provider's
 * handleCallback (keep the token, load the session) and goes to the path it returns; a failure says why.
 */
export const AuthRedirectPage = () => {
    const translate = useTranslate();
    const { error } = useHandleAuthCallback();
    const message = (error as Error | null)?.message;

    return (
        <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', textAlign: 'center' }}>
            {error ? (
                <Box>
                    <Typography variant="h6" component="h1">
                        {translate('oms.auth.sign_on_failed')}
                    </Typography>
                    {message && (
                        <Typography color="error" sx={{ my: 2 }}>
                            {translate(message, { _: message })}
                        </Typography>
                    )}
                    <Button variant="contained" href={LOGIN_PATH}>
                        {translate('oms.auth.back_to_sign_in')}
                    </Button>
                </Box>
            ) : (
                <Box>
                    <CircularProgress aria-label={translate('oms.auth.completing_sign_on')} />
                    <Typography component="h1" sx={{ mt: 2 }}>
                        {translate('oms.auth.completing_sign_on')}
                    </Typography>
                </Box>
            )}
        </Box>
    );
};
