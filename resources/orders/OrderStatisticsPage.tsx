import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { format, subMonths } from 'date-fns';
import { api } from '../../providers/httpClient';
import { DatePresetButtons, formatMoney } from '../../ui';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { useRouteTitle } from '../kit/useRouteTitle';
import { MAX_PERIOD_DAYS, periodError, STATISTICS_PATH, type Figures, type OrderStatistics } from './statistics';

const S = 'resources.orders.statistics';
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

/** A chart with its figures as a table beside it (the table is what a screen reader and a copy-paste read). */
const ChartWithFigures = ({ title, chart, head, rows }: { title: string; chart: ReactNode; head: readonly string[]; rows: readonly (readonly ReactNode[])[] }) => {
    const id = `order-statistics-${title.replace(/\W+/g, '-').toLowerCase()}`;
    return (
        <Card variant="outlined" component="section" aria-labelledby={id}>
            <CardContent>
                <Typography id={id} variant="h6" component="h2" gutterBottom>
                    {title}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
                    <Box sx={{ minWidth: 0 }}>{chart}</Box>
                    <Box sx={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0} role="region" aria-label={title}>
                        <Table size="small" stickyHeader aria-labelledby={id}>
                            <TableHead>
                                <TableRow>
                                    {head.map((label, index) => (
                                        <TableCell key={label} align={index === 0 ? 'left' : 'right'}>
                                            {label}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {rows.map(row => (
                                    <TableRow key={String(row[0])}>
                                        {row.map((cell, index) => (
                                            <TableCell key={index} align={index === 0 ? 'left' : 'right'}>
                                                {cell}
                                            </TableCell>
                                        ))}
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                    </Box>
                </Box>
            </CardContent>
        </Card>
    );
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
    const statusLabel = (status: string) => translate(`resources.orders.choices.orderStatus.${status}`);
    const channelLabel = (channel: string) => translate(`resources.orders.choices.payChannel.${channel}`, { _: channel });
    const chartHeight = 300;

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
                    <ChartWithFigures
                        title={translate(`${S}.by_day`)}
                        head={head('day')}
                        rows={data.byDay.map(item => figures(item.day, item))}
                        chart={
                            <LineChart
                                height={chartHeight}
                                xAxis={[{ scaleType: 'point', data: data.byDay.map(item => item.day) }]}
                                yAxis={[{ id: 'orders' }, { id: 'amount', position: 'right', width: 80 }]}
                                series={[
                                    { data: data.byDay.map(item => item.orders), label: translate(`${S}.orders`), yAxisId: 'orders', showMark: false },
                                    { data: data.byDay.map(item => item.amount), label: translate(`${S}.amount`), yAxisId: 'amount', showMark: false, valueFormatter: value => money(value ?? 0) },
                                ]}
                            />
                        }
                    />
                    <ChartWithFigures
                        title={translate(`${S}.by_status`)}
                        head={head('status')}
                        rows={data.byStatus.map(item => figures(statusLabel(item.status), item))}
                        chart={
                            <PieChart
                                height={chartHeight}
                                series={[
                                    {
                                        data: data.byStatus.map((item, index) => ({ id: index, value: item.orders, label: statusLabel(item.status) })),
                                        innerRadius: 50,
                                    },
                                ]}
                            />
                        }
                    />
                    <ChartWithFigures
                        title={translate(`${S}.by_channel`)}
                        head={head('channel')}
                        rows={data.byPayChannel.map(item => figures(channelLabel(item.channel), item))}
                        chart={
                            <BarChart
                                height={chartHeight}
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
