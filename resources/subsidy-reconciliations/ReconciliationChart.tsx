import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useGetList, useListParams, useTranslate } from 'react-admin';
import { formatMoney } from '../../ui';
import { fromFen, SUBSIDY_SITE, toFen } from '../subsidy-common/model';
import { description } from './index';

const C = 'subsidy-reconciliations';
const R = `resources.${C}`;
const TITLE_ID = 'subsidy-reconciliation-by-province';
const SERIES = ['subsidyClaimed', 'subsidyReceived', 'diffAmount'] as const;
/** Every month of every province: the programme's ten provinces over a year are some 120 rows. */
const ALL_ROWS = { page: 1, perPage: 1000 };

/**
 * Subsidy claimed, received and the difference per province (@mui/x-charts, loaded with this screen only), in yuan:
 * the server's rows under the list's own filter, added up in fen, so the chart and the table agree to the fen. The
 * figures are also a table beside it, for a screen reader and a copy-paste.
 */
export const ReconciliationChart = () => {
    const translate = useTranslate();
    const [{ filterValues }] = useListParams({ resource: C, sort: description.sort });
    const { data: rows = [] } = useGetList(C, { filter: filterValues, pagination: ALL_ROWS, sort: { field: 'period', order: 'ASC' } });
    const provinceIds = [...new Set(rows.map(row => row.provinceId))].sort((a, b) => Number(a) - Number(b));
    const { data: provinces = [] } = useGetList('subsidy-provinces', { filter: { id: provinceIds }, pagination: ALL_ROWS }, { enabled: provinceIds.length > 0 });
    const nameOf = (id: unknown) => String(provinces.find(province => province.id === id)?.provinceName ?? id);
    const totals = provinceIds.map(id => {
        const own = rows.filter(row => row.provinceId === id);
        const sum = (source: (typeof SERIES)[number]) => fromFen(own.reduce((total, row) => total + toFen(row[source]), 0));
        return { id, name: nameOf(id), subsidyClaimed: sum('subsidyClaimed'), subsidyReceived: sum('subsidyReceived'), diffAmount: sum('diffAmount') };
    });
    const money = (amount: number | null) => formatMoney(amount ?? 0, SUBSIDY_SITE);
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
                            xAxis={[{ scaleType: 'band', data: totals.map(total => total.name) }]}
                            yAxis={[{ width: 90, valueFormatter: (value: number) => axisMoney(value) }]}
                            series={SERIES.map(source => ({ data: totals.map(total => total[source]), label: label(source), valueFormatter: money }))}
                        />
                    </Box>
                    <Box sx={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0} role="region" aria-label={title}>
                        <Table size="small" stickyHeader aria-labelledby={TITLE_ID}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate(`${R}.fields.provinceId`)}</TableCell>
                                    {SERIES.map(source => (
                                        <TableCell key={source} align="right">
                                            {label(source)}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {totals.map(total => (
                                    <TableRow key={String(total.id)}>
                                        <TableCell>{total.name}</TableCell>
                                        {SERIES.map(source => (
                                            <TableCell key={source} align="right">
                                                {money(total[source])}
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
