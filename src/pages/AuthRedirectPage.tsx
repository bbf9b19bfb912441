import { useEffect, useRef, useState } from 'react';
import { useAuthProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { LOGIN_PATH } from '../../providers/signOn';
import { DASHBOARD_PATH } from '../routes/paths';

/** /authredirect: the sign-on provider hands back a token; keep it, load the session, return to the stored path. */
export const AuthRedirectPage = () => {
    const authProvider = useAuthProvider();
    const navigate = useNavigate();
    const translate = useTranslate();
    const [error, setError] = useState<string>();
    const started = useRef(false);

    useEffect(() => {
        if (started.current || !authProvider?.handleCallback) return;
        started.current = true;
        authProvider
            .handleCallback()
            .then((result: { redirectTo?: string }) => navigate(result?.redirectTo ?? DASHBOARD_PATH, { replace: true }))
            .catch((failure: Error) => setError(failure.message));
    }, [authProvider, navigate]);

    return (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', textAlign: 'center' }}>
            {error ? (
                <Box>
                    <Typography variant="h6">{translate('oms.auth.sign_on_failed')}</Typography>
                    <Typography color="error" sx={{ my: 2 }}>
                        {translate(error, { _: error })}
                    </Typography>
                    <Button variant="contained" href={LOGIN_PATH}>
                        {translate('oms.auth.back_to_sign_in')}
                    </Button>
                </Box>
            ) : (
                <Box>
                    <CircularProgress />
                    <Typography sx={{ mt: 2 }}>{translate('oms.auth.completing_sign_on')}</Typography>
                </Box>
            )}
        </Box>
    );
};
