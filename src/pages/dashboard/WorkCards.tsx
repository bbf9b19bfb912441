import { Alert, Box, Card, CardContent, Grid, LinearProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { api } from '../../../providers/httpClient';
import { findRoute } from '../../../base/routes/catalogue';
import { useSettled } from './useSettled';
import { CARD_AREAS, cardLink, SUMMARY_PATH, type DashboardSummary, type SummaryCard } from '../../../resources/dashboard/cards';

/** A card's text: its kind's, with the title of the screen it opens (the activity lines name their screen). */
const useCardLabel = () => {
    const translate = useTranslate();
    return (card: SummaryCard) => {
        const route = findRoute(card.path);
        return translate(`oms.dashboard.cards.${card.kind}`, { screen: route ? translate(route.titleKey) : card.path });
    };
};

const CardLine = ({ card }: { card: SummaryCard }) => {
    const translate = useTranslate();
    const label = useCardLabel()(card);
    return (
        <Box data-card={card.key}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
                <MuiLink component={Link} to={cardLink(card)} underline="hover" aria-label={translate('oms.dashboard.work.open', { label, count: card.count })}>
                    {label}
                </MuiLink>
                <Typography variant="h6" component="span" data-count={card.key}>
                    {card.count.toLocaleString()}
                </Typography>
            </Stack>
            {card.progress?.map(task => {
                const text = translate('oms.dashboard.work.progress', { file: task.fileName, progress: task.progress });
                return (
                    <Box key={task.id} sx={{ mt: 0.5 }}>
                        <Typography variant="body2" color="text.secondary" noWrap title={text}>
                            {text}
                        </Typography>
                        <LinearProgress variant="determinate" value={task.progress} aria-label={text} />
                    </Box>
                );
            })}
        </Box>
    );
};

/**
 * What needs doing, for this user, on this site: one card per area, each line a count with the link that opens the
 * list filtered to those rows (`GET /dashboard/summary`: the server answers only the lines of screens the user may
 * open). Counted again whenever the dashboard is shown (it is never kept in its tab) and for each site, once it has
 * been shown for a moment (useSettled).
 */
export const WorkCards = ({ siteCode }: { siteCode: string }) => {
    const translate = useTranslate();
    const settled = useSettled();
    const { data, error, isPending } = useQuery({
        queryKey: ['dashboard', 'summary', siteCode],
        queryFn: async () => (await api.get<DashboardSummary>(SUMMARY_PATH, { notifyErrors: false })).data,
        enabled: settled,
        refetchOnMount: 'always',
        retry: false,
    });
    const areas = CARD_AREAS.map(area => ({ area, cards: data?.cards.filter(card => card.area === area) ?? [] })).filter(({ cards }) => cards.length > 0);
    return (
        <Box component="section" aria-labelledby="dashboard-work-title" sx={{ mt: 3 }}>
            <Typography id="dashboard-work-title" variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate('oms.dashboard.work.title')}
            </Typography>
            {isPending && <LinearProgress aria-label={translate('oms.dashboard.work.loading')} />}
            {error && <Alert severity="error">{error.message}</Alert>}
            {data && areas.length === 0 && <Typography color="text.secondary">{translate('oms.dashboard.work.empty')}</Typography>}
            <Grid container spacing={2}>
                {areas.map(({ area, cards }) => (
                    <Grid key={area} size={{ xs: 12, sm: 6, lg: 3 }}>
                        <Card sx={{ height: '100%' }} component="section" aria-labelledby={`dashboard-area-${area}`} data-area={area}>
                            <CardContent>
                                <Typography id={`dashboard-area-${area}`} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                                    {translate(`oms.dashboard.areas.${area}`)}
                                </Typography>
                                <Stack spacing={1}>
                                    {cards.map(card => (
                                        <CardLine key={card.key} card={card} />
                                    ))}
                                </Stack>
                            </CardContent>
                        </Card>
                    </Grid>
                ))}
            </Grid>
        </Box>
    );
};
