import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useListParams, useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { formatMoney } from '../../ui';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { description } from './index';
import { MONTHLY_PATH, type MonthTotals } from './monthly';

const C = 'finance-reports';
const R = `resources.${C}`;
const TITLE_ID = 'finance-report-by-month';
const SERIES = ['salesAmount', 'returnAmount', 'netAmount'] as const;

/**
 * Sales, returns and net per month (@mui/x-charts, loaded with this screen only), in the site's currency, summed by
 * the server from the report's rows the list's own filter selects (read as the list reads it), so the chart and the
 * table agree. Its figures are also a table beside it: what a screen reader and a copy-paste read.
 */
export const MonthlyChart = () => {
    const translate = useTranslate();
    const siteCode = useSessionUser()?.site?.siteCode;
    const [{ filterValues }] = useListParams({ resource: C, sort: description.sort });
    const { data = [] } = useQuery({
        queryKey: [C, 'monthly', siteCode, filterValues],
        queryFn: async () => (await api.get<MonthTotals[]>(MONTHLY_PATH, { params: { filter: JSON.stringify(filterValues) }, notifyErrors: false })).data,
        retry: false,
    });
    const money = (amount: number | null) => formatMoney(amount ?? 0, siteCode);
    // An axis tick in whole units (its paise or cents would not fit beside the chart): the figures keep them.
    const axisMoney = (amount: number) => money(amount).replace(/\.\d+$/, '');
    const title = translate(`${R}.chart.title`);
    const label = (source: (typeof SERIES)[number]) => translate(`${R}.fields.${source}`);
    return (
        <Card variant="outlined" component="section" aria-labelledby={TITLE_ID} sx={{ mt: 2 }}>
            <CardContent>
                <Typography id={TITLE_ID} variant="h6" component="h2" gutterBottom>
                    {title}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
                    <Box sx={{ minWidth: 0 }}>
                        <BarChart
                            height={300}
                            xAxis={[{ scaleType: 'band', data: data.map(month => month.month) }]}
                            yAxis={[{ width: 110, valueFormatter: (value: number) => axisMoney(value) }]}
                            series={SERIES.map(source => ({ data: data.map(month => month[source]), label: label(source), valueFormatter: money }))}
                        />
                    </Box>
                    <Box sx={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0} role="region" aria-label={title}>
                        <Table size="small" stickyHeader aria-labelledby={TITLE_ID}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate(`${R}.fields.month`)}</TableCell>
                                    {SERIES.map(source => (
                                        <TableCell key={source} align="right">
                                            {label(source)}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {data.map(month => (
                                    <TableRow key={month.month}>
                                        <TableCell>{month.month}</TableCell>
                                        {SERIES.map(source => (
                                            <TableCell key={source} align="right">
                                                {money(month[source])}
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
