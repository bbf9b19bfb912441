import { useEffect } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate, type ErrorProps } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../base/routes/paths';
import { reportError } from '../errorLog/errorLogStore';
import { findRoute } from '../../base/routes/catalogue';

/**
 * A page that crashed: logged in the error log (with the screen it happened on), and a way out. react-admin resets
 * its error boundary when the location changes, so any link leaves the broken page behind.
 */
export const AppError = ({ error, errorInfo }: ErrorProps) => {
    const { pathname } = useLocation();
    const translate = useTranslate();
    useEffect(() => {
        reportError({ error, component: findRoute(pathname)?.path ?? pathname, info: errorInfo?.componentStack ?? undefined });
    }, [error, errorInfo, pathname]);
    return (
        <Box role="alert" sx={{ p: 3 }}>
            <Title title="ra.page.error" />
            <Typography variant="h5" gutterBottom>
                {translate('ra.page.error')}
            </Typography>
            <Typography color="text.secondary">{translate('ra.message.error')}</Typography>
            <Typography component="pre" sx={{ my: 2, whiteSpace: 'pre-wrap', fontSize: 13 }}>
                {error instanceof Error ? error.message : String(error)}
            </Typography>
            <Button variant="contained" component={Link} to={DASHBOARD_PATH}>
                {translate('ra.page.dashboard')}
            </Button>
        </Box>
    );
};
