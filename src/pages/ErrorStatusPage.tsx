import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATH } from '../../base/routes/paths';

export interface ErrorStatusPageProps {
    /** Translation keys of the page's name in the title bar (the route's title), its heading and the explanation. */
    pageTitle: string;
    title: string;
    message: string;
    icon?: ReactNode;
}

/** The body of the static error pages (/404, /401): a title, why, and the way back to the dashboard. */
export const ErrorStatusPage = ({ pageTitle, title, message, icon }: ErrorStatusPageProps) => {
    const translate = useTranslate();
    return (
        <Box
            component="section"
            aria-labelledby="oms-error-status-title"
            sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', textAlign: 'center', p: 3 }}
        >
            <Title title={pageTitle} />
            <Box sx={{ maxWidth: 520 }}>
                {icon}
                <Typography id="oms-error-status-title" variant="h4" component="h1" gutterBottom>
                    {translate(title)}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 3 }}>
                    {translate(message)}
                </Typography>
                <Button variant="contained" component={Link} to={DASHBOARD_PATH}>
                    {translate('oms.pages.back_to_dashboard')}
                </Button>
            </Box>
        </Box>
    );
};
