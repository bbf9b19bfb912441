import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';

export interface BarsWithFiguresProps {
    /** The section's heading, and the id that names the section and its table by it. */
    title: string;
    titleId: string;
    /** The categories' column heading, and each category (a bar group, a table row) with its key and name. */
    categoryLabel: string;
    categories: readonly { key: string; name: string }[];
    /** Each series: its label and its value per category, in the categories' order. */
    series: readonly { key: string; label: string; values: readonly number[] }[];
    /** How an amount reads (a tick of the axis drops its decimals: they would not fit beside the chart). */
    money: (amount: number | null) => string;
    axisWidth: number;
}

/**
 * Amounts per category as grouped bars (@mui/x-charts: import this only from lazily loaded screens), with the same
 * figures as a table beside them, which a screen reader and a copy-paste read.
 */
export const BarsWithFigures = ({ title, titleId, categoryLabel, categories, series, money, axisWidth }: BarsWithFiguresProps) => {
    const axisMoney = (amount: number) => money(amount).replace(/\.\d+$/, '');
    return (
        <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
            <CardContent>
                <Typography id={titleId} variant="h6" component="h2" gutterBottom>
                    {title}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
                    <Box sx={{ minWidth: 0 }}>
                        <BarChart
                            height={300}
                            xAxis={[{ scaleType: 'band', data: categories.map(category => category.name) }]}
                            yAxis={[{ width: axisWidth, valueFormatter: (value: number) => axisMoney(value) }]}
                            series={series.map(one => ({ data: [...one.values], label: one.label, valueFormatter: money }))}
                        />
                    </Box>
                    <Box sx={{ maxHeight: 320, overflow: 'auto' }} tabIndex={0} role="region" aria-label={title}>
                        <Table size="small" stickyHeader aria-labelledby={titleId}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{categoryLabel}</TableCell>
                                    {series.map(one => (
                                        <TableCell key={one.key} align="right">
                                            {one.label}
                                        </TableCell>
                                    ))}
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {categories.map((category, index) => (
                                    <TableRow key={category.key}>
                                        <TableCell>{category.name}</TableCell>
                                        {series.map(one => (
                                            <TableCell key={one.key} align="right">
                                                {money(one.values[index] ?? null)}
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
