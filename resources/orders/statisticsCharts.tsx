import type { ReactNode } from 'react';
import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import type { OrderStatistics } from './statistics';

/**
 * The order statistics' charts (@mui/x-charts), as the statistics screen and the dashboard's trend show them: orders
 * and amount by day, and the share by order status, each with its figures as a table beside it.
 */
export const S = 'resources.orders.statistics';
export const CHART_HEIGHT = 300;

/** A chart with its figures as a table beside it (the table is what a screen reader and a copy-paste read). */
export const ChartWithFigures = ({ title, chart, head, rows }: { title: string; chart: ReactNode; head: readonly string[]; rows: readonly (readonly ReactNode[])[] }) => {
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

/** The figures' labels and rows, in the user's language and the site's money. */
const useFigures = (money: (amount: number) => string) => {
    const translate = useTranslate();
    const head = (first: string) => [translate(`${S}.${first}`), translate(`${S}.orders`), translate(`${S}.amount`)];
    const figures = (label: string, item: { orders: number; amount: number }) => [label, item.orders.toLocaleString(), money(item.amount)] as const;
    const statusLabel = (status: string) => translate(`resources.orders.choices.orderStatus.${status}`);
    return { translate, head, figures, statusLabel };
};

/** Orders and amount by day: two lines on two axes. */
export const OrdersByDayChart = ({ data, money, title }: { data: OrderStatistics; money: (amount: number) => string; title?: string }) => {
    const { translate, head, figures } = useFigures(money);
    return (
        <ChartWithFigures
            title={title ?? translate(`${S}.by_day`)}
            head={head('day')}
            rows={data.byDay.map(item => figures(item.day, item))}
            chart={
                <LineChart
                    height={CHART_HEIGHT}
                    xAxis={[{ scaleType: 'point', data: data.byDay.map(item => item.day) }]}
                    yAxis={[{ id: 'orders' }, { id: 'amount', position: 'right', width: 80 }]}
                    series={[
                        { data: data.byDay.map(item => item.orders), label: translate(`${S}.orders`), yAxisId: 'orders', showMark: false },
                        { data: data.byDay.map(item => item.amount), label: translate(`${S}.amount`), yAxisId: 'amount', showMark: false, valueFormatter: value => money(value ?? 0) },
                    ]}
                />
            }
        />
    );
};

/** The share of orders by order status: a ring. */
export const OrdersByStatusChart = ({ data, money }: { data: OrderStatistics; money: (amount: number) => string }) => {
    const { translate, head, figures, statusLabel } = useFigures(money);
    return (
        <ChartWithFigures
            title={translate(`${S}.by_status`)}
            head={head('status')}
            rows={data.byStatus.map(item => figures(statusLabel(item.status), item))}
            chart={
                <PieChart
                    height={CHART_HEIGHT}
                    series={[
                        {
                            data: data.byStatus.map((item, index) => ({ id: index, value: item.orders, label: statusLabel(item.status) })),
                            innerRadius: 50,
                        },
                    ]}
                />
            }
        />
    );
};
