import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSessionUser } from '../session/useSessionUser';

/** /dashboard: who is signed in, on which site. */
export const DashboardPage = () => {
    const translate = useTranslate();
    const user = useSessionUser();
    if (!user) return null;
    return (
        <Card sx={{ mt: 2 }}>
            <Title title="routes.general.dashboard" />
            <CardContent>
                <Typography variant="h5" gutterBottom>
                    {translate('oms.dashboard.greeting', { name: user.name })}
                </Typography>
                <Typography color="text.secondary">
                    {user.site
                        ? translate('oms.dashboard.site', { site: `${user.site.siteName} (${user.site.siteCode})` })
                        : translate('oms.dashboard.no_site')}
                </Typography>
                <Typography color="text.secondary">{translate('oms.dashboard.roles', { roles: user.roles.join(', ') })}</Typography>
            </CardContent>
        </Card>
    );
};
