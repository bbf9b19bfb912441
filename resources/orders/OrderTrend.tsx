import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { format, subDays } from 'date-fns';
import { api } from '../../providers/httpClient';
import { formatMoney } from '../../ui';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { STATISTICS_PATH, type OrderStatistics } from './statistics';
import { OrdersByDayChart, OrdersByStatusChart, S } from './statisticsCharts';

/** How far back the dashboard's trend looks, today included. */
export const TREND_DAYS = 14;

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The dashboard's look at the trend: orders and amount of the last 14 days and their share by status, in the site's
 * currency, by the statistics screen's own call and charts. Loaded (with the charts library) only for users who may
 * open the statistics; asked again each time the dashboard is shown.
 */
const OrderTrend = () => {
    const translate = useTranslate();
    const siteCode = useSessionUser()?.site?.siteCode;
    const now = new Date();
    const from = day(subDays(now, TREND_DAYS - 1));
    const to = day(now);
    const { data, error, isPending } = useQuery({
        queryKey: ['orders', 'statistics', siteCode, from, to],
        queryFn: async () => (await api.get<OrderStatistics>(STATISTICS_PATH, { params: { from, to }, notifyErrors: false })).data,
        enabled: !!siteCode,
        refetchOnMount: 'always',
        retry: false,
    });
    const money = (amount: number) => formatMoney(amount, siteCode);
    return (
        <Stack spacing={2} component="section" aria-labelledby="dashboard-trend-title">
            <Typography id="dashboard-trend-title" variant="h6" component="h2">
                {translate(`${S}.trend.title`, { days: TREND_DAYS })}
            </Typography>
            {isPending && <LinearProgress aria-label={translate(`${S}.trend.title`, { days: TREND_DAYS })} />}
            {error && <Alert severity="error">{error.message}</Alert>}
            {data && (
                <>
                    <Typography role="status">
                        {translate(`${S}.total`, { orders: data.total.orders.toLocaleString(), amount: money(data.total.amount) })}
                    </Typography>
                    <OrdersByDayChart data={data} money={money} />
                    <OrdersByStatusChart data={data} money={money} />
                </>
            )}
        </Stack>
    );
};

export default OrderTrend;
