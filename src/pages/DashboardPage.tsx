import { useMemo } from 'react';
import { Avatar, Box, Card, CardContent, Chip, Grid, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { RouteIcon } from '../layout/icons';
import { ACCOUNT_TYPE_AGENT } from '../../base/constants';
import { BUILT_SCREENS } from '../routes/screens';
import { DASHBOARD_PATH } from '../../base/routes/paths';
import { findRoute } from '../../base/routes/catalogue';
import { useMenuGroups } from '../layout/menu/useMenuGroups';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { useViewer } from '../../ui/session/useViewer';
import { isRouteOpen } from '../../base/routes/visibility';
import { WorkCards } from './dashboard/WorkCards';
import { TrendSection } from './dashboard/TrendSection';

/** The order screens whose users see the trend: the two statistics screens (their call is the trend's). */
const TREND_PATHS = ['/orders/Statistics', '/orders/chart'];

/**
 * /dashboard: who is signed in, on which site, what needs doing there (cards counted by the server), the order trend
 * for users of the order statistics, and a shortcut to every screen they may open, grouped as the menu (the same
 * catalogue and rules decide both).
 */
export const DashboardPage = ({ built = BUILT_SCREENS }: { built?: ReadonlySet<string> }) => {
    const translate = useTranslate();
    const user = useSessionUser();
    const menu = useMenuGroups(built);
    const viewer = useViewer();
    const showsTrend = !!viewer?.siteCode && TREND_PATHS.some(path => {
        const route = findRoute(path);
        return !!route && isRouteOpen(route, viewer, built);
    });
    // The menu's groups, less this page itself.
    const groups = useMemo(
        () =>
            menu
                .map(entry => ({ ...entry, routes: entry.routes.filter(route => route.path !== DASHBOARD_PATH) }))
                .filter(entry => entry.routes.length > 0),
        [menu],
    );
    if (!user) return null;
    return (
        <Box sx={{ mt: 1 }}>
            <Title title="routes.general.dashboard" />
            <Card>
                <CardContent>
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                        <Avatar src={user.avatar || undefined} alt={user.name}>
                            {user.name.slice(0, 1)}
                        </Avatar>
                        <Box>
                            <Typography variant="h5">{translate('oms.dashboard.greeting', { name: user.name })}</Typography>
                            {user.introduction && <Typography color="text.secondary">{user.introduction}</Typography>}
                        </Box>
                    </Stack>
                    <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                        <Typography color="text.secondary" data-testid="dashboard-site">
                            {user.site
                                ? translate('oms.dashboard.site', { site: `${user.site.siteName} (${user.site.siteCode})` })
                                : translate('oms.dashboard.no_site')}
                        </Typography>
                        {user.roles.map(role => (
                            <Chip key={role} size="small" label={role} />
                        ))}
                        {user.accountType === ACCOUNT_TYPE_AGENT && (
                            <Chip size="small" color="primary" variant="outlined" label={translate('oms.dashboard.agent_level', { level: user.roleType })} />
                        )}
                    </Stack>
                </CardContent>
            </Card>
            {user.site && <WorkCards siteCode={user.site.siteCode} />}
            {showsTrend && (
                <Box sx={{ mt: 3 }}>
                    <TrendSection />
                </Box>
            )}
            {groups.length > 0 && (
                <Typography variant="h6" sx={{ mt: 3, mb: 1 }}>
                    {translate('oms.dashboard.shortcuts')}
                </Typography>
            )}
            <Grid container spacing={2}>
                {groups.map(({ group, routes }) => {
                    return (
                        <Grid key={group.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                            <Card sx={{ height: '100%' }} data-shortcut-group={group.key}>
                                <CardContent>
                                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                                        <RouteIcon name={group.icon} color="primary" fontSize="small" />
                                        <Typography variant="subtitle1">{translate(group.titleKey)}</Typography>
                                    </Stack>
                                    <Stack spacing={0.5}>
                                        {routes.map(route => (
                                            <MuiLink key={route.path} component={Link} to={route.path} underline="hover">
                                                {translate(route.titleKey)}
                                            </MuiLink>
                                        ))}
                                    </Stack>
                                </CardContent>
                            </Card>
                        </Grid>
                    );
                })}
            </Grid>
        </Box>
    );
};

export default DashboardPage;
