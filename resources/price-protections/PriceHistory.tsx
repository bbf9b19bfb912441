import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '../../ui/format';
import { useFormatDateTime } from '../../ui/useFormatDateTime';
import { useSessionUser } from '../../ui/session/useSessionUser';

const T = 'resources.price-protections.page';

interface PricePoint {
    at: string;
    price: number | null;
}

/**
 * What the claim rests on: the SKU's price when it was ordered and each price after it, oldest first, in the site's
 * currency; and the refund the difference makes.
 */
export const PriceHistory = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const format = useFormatDateTime();
    const siteCode = useSessionUser()?.site?.siteCode;
    if (!record?.id) return null;
    const points = Array.isArray(record.priceHistory) ? (record.priceHistory as PricePoint[]) : [];
    const captionId = `price-history-${record.id}`;
    return (
        <>
            <Typography variant="subtitle2" component="h3" id={captionId} sx={{ mt: 2 }}>
                {translate(`${T}.price_history`)}
            </Typography>
            <Table size="small" aria-labelledby={captionId} sx={{ maxWidth: 480, mb: 1 }}>
                <TableHead>
                    <TableRow>
                        <TableCell>{translate(`${T}.time`)}</TableCell>
                        <TableCell align="right">{translate(`${T}.price`)}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {points.map((point, index) => (
                        <TableRow key={`${point.at}-${index}`}>
                            <TableCell>{format(point.at)}</TableCell>
                            <TableCell align="right">{formatMoney(point.price, siteCode)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            <Typography variant="body2" sx={{ mb: 2 }}>
                {translate(`${T}.refund`, { amount: formatMoney(record.refundAmount as number | null, siteCode) })}
            </Typography>
        </>
    );
};
