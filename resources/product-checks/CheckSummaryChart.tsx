import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { CHECK_SUMMARY_PATH, type CheckSummary } from './rules';

const R = 'resources.product-checks';

/**
 * Passed and failed checks per check item on the chosen site, as stacked bars with the figures as a table beside
 * them (what a screen reader and a copy-paste read). Asked again when the list refreshes (a run of the check).
 */
export const CheckSummaryChart = () => {
    const translate = useTranslate();
    const siteCode = useSessionUser()?.site?.siteCode;
    const { data } = useQuery({
        queryKey: ['product-checks', 'summary', siteCode],
        queryFn: async () => (await api.get<CheckSummary>(CHECK_SUMMARY_PATH, { notifyErrors: false })).data,
        retry: false,
    });
    if (!data) return null;
    const item = (checkItem: string) => translate(`${R}.choices.checkItem.${checkItem}`);
    const pass = translate(`${R}.choices.result.pass`);
    const fail = translate(`${R}.choices.result.fail`);
    return (
        <Card variant="outlined" sx={{ mt: 2 }}>
            <CardContent>
                <Typography variant="subtitle1" component="h2">
                    {translate(`${R}.summary.chart`)}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
                    <Box sx={{ flex: '1 1 360px', minWidth: 0 }}>
                        <BarChart
                            height={200}
                            xAxis={[{ scaleType: 'band', data: data.map(row => item(row.checkItem)) }]}
                            series={[
                                { data: data.map(row => row.pass), label: pass, stack: 'total', color: '#2e7d32' },
                                { data: data.map(row => row.fail), label: fail, stack: 'total', color: '#c62828' },
                            ]}
                        />
                    </Box>
                    <Table size="small" sx={{ width: 'auto' }}>
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate(`${R}.fields.checkItem`)}</TableCell>
                                <TableCell align="right">{pass}</TableCell>
                                <TableCell align="right">{fail}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {data.map(row => (
                                <TableRow key={row.checkItem}>
                                    <TableCell>{item(row.checkItem)}</TableCell>
                                    <TableCell align="right">{row.pass.toLocaleString()}</TableCell>
                                    <TableCell align="right">{row.fail.toLocaleString()}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </Box>
            </CardContent>
        </Card>
    );
};
