import { Alert, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { format, subMonths } from 'date-fns';
import { api } from '../../providers/httpClient';
import { DatePresetButtons, formatMoney } from '../../ui';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { useRouteTitle } from '../kit/useRouteTitle';
import { MAX_PERIOD_DAYS, periodError, STATISTICS_PATH, type Figures, type OrderStatistics } from './statistics';
import { ChartWithFigures, CHART_HEIGHT, OrdersByDayChart, OrdersByStatusChart, S } from './statisticsCharts';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The period in the URL (`?from=…&to=…`, so a view can be shared); by default the last month. */
const usePeriod = () => {
    const [params, setParams] = useSearchParams();
    const now = new Date();
    const from = params.get('from') ?? day(subMonths(now, 1));
    const to = params.get('to') ?? day(now);
    const setPeriod = (next: { from?: string; to?: string }) =>
        setParams(current => {
            const merged = new URLSearchParams(current);
            merged.set('from', next.from ?? from);
            merged.set('to', next.to ?? to);
            return merged;
        });
    return { from, to, setPeriod };
};

/**
 * /orders/Statistics and /orders/chart: orders and amount by day, by order status and by pay channel over a chosen
 * period, computed by the server over the site's orders, as charts (@mui/x-charts, loaded with this screen only)
 * with their figures beside them. A bad period is refused by the server with its reason, shown here; the inputs keep
 * what was typed.
 */
const OrderStatisticsPage = () => {
    const translate = useTranslate();
    const title = useRouteTitle();
    const siteCode = useSessionUser()?.site?.siteCode;
    const { from, to, setPeriod } = usePeriod();
    const invalid = periodError(from, to);
    const { data, error, isFetching } = useQuery({
        queryKey: ['orders', 'statistics', siteCode, from, to],
        queryFn: async () => (await api.get<OrderStatistics>(STATISTICS_PATH, { params: { from, to }, notifyErrors: false })).data,
        enabled: !invalid,
        retry: false,
    });
    const money = (amount: number) => formatMoney(amount, siteCode);
    const head = (first: string) => [translate(`${S}.${first}`), translate(`${S}.orders`), translate(`${S}.amount`)];
    const figures = (label: string, item: Figures) => [label, item.orders.toLocaleString(), money(item.amount)] as const;
    const channelLabel = (channel: string) => translate(`resources.orders.choices.payChannel.${channel}`, { _: channel });

    return (
        <Stack spacing={2} sx={{ p: 2 }}>
            <Title title={title} />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} component="form" aria-label={translate(`${S}.period`)}>
                <TextField
                    type="date"
                    size="small"
                    label={translate(`${S}.from`)}
                    value={from}
                    onChange={event => setPeriod({ from: event.target.value })}
                    slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                    type="date"
                    size="small"
                    label={translate(`${S}.to`)}
                    value={to}
                    onChange={event => setPeriod({ to: event.target.value })}
                    slotProps={{ inputLabel: { shrink: true } }}
                />
                <DatePresetButtons onPick={([start, end]) => setPeriod({ from: day(start), to: day(end) })} />
                {data && (
                    <Typography role="status">
                        {translate(`${S}.total`, { orders: data.total.orders.toLocaleString(), amount: money(data.total.amount) })}
                    </Typography>
                )}
            </Stack>
            {isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
            {(invalid || error) && <Alert severity="error">{invalid ? translate(invalid, { max: MAX_PERIOD_DAYS }) : (error as Error).message}</Alert>}
            {data && data.total.orders === 0 && <Alert severity="info">{translate(`${S}.empty`)}</Alert>}
            {data && (
                <>
                    <OrdersByDayChart data={data} money={money} />
                    <OrdersByStatusChart data={data} money={money} />
                    <ChartWithFigures
                        title={translate(`${S}.by_channel`)}
                        head={head('channel')}
                        rows={data.byPayChannel.map(item => figures(channelLabel(item.channel), item))}
                        chart={
                            <BarChart
                                height={CHART_HEIGHT}
                                layout="horizontal"
                                yAxis={[{ scaleType: 'band', data: data.byPayChannel.map(item => channelLabel(item.channel)), width: 120 }]}
                                series={[{ data: data.byPayChannel.map(item => item.orders), label: translate(`${S}.orders`) }]}
                            />
                        }
                    />
                </>
            )}
        </Stack>
    );
};

export default OrderStatisticsPage;
