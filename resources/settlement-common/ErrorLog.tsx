import { useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatMoney, useFormatDateTime } from '../../ui';
import { useSessionUser } from '../../ui/session/useSessionUser';
import type { ErrorLogEntry } from './model';

const S = 'resources.settlement-common';
const F = (collection: string, field: string) => `resources.${collection}.fields.${field}`;

/**
 * An error's log, read-only (newest last): when, who, which action, why, the amount adjusted, how the status moved
 * and the remark (an adjustment an approved flag booked names the flag). A settlement line's page shows its errors'
 * logs, each entry naming its error.
 */
export const ErrorLog = ({ log, collection }: { log: readonly (ErrorLogEntry & { errorNo?: string })[]; collection: string }) => {
    const translate = useTranslate();
    const formatDateTime = useFormatDateTime();
    const siteCode = useSessionUser()?.site?.siteCode;
    if (log.length === 0) return <Typography variant="body2">{translate(`${S}.log.empty`)}</Typography>;
    const status = (value: string) => translate(`resources.settlement-errors.choices.status.${value}`);
    const action = (value: string) => translate(value === 'matched_on_import' ? `${S}.log.matched_on_import` : `resources.settlement-errors.choices.action.${value}`);
    const withError = log.some(entry => entry.errorNo);
    return (
        <Table size="small" aria-label={translate(F(collection, 'log'))}>
            <TableHead>
                <TableRow>
                    {withError && <TableCell>{translate(F('settlement-errors', 'errorNo'))}</TableCell>}
                    {(['handleTime', 'handler', 'action', 'reason', 'adjustAmount', 'status', 'remark'] as const).map(field => (
                        <TableCell key={field}>{translate(F('settlement-errors', field))}</TableCell>
                    ))}
                </TableRow>
            </TableHead>
            <TableBody>
                {log.map(entry => (
                    <TableRow key={`${entry.errorNo ?? ''}-${entry.time}-${entry.action}`}>
                        {withError && <TableCell>{entry.errorNo}</TableCell>}
                        <TableCell>{formatDateTime(entry.time)}</TableCell>
                        <TableCell>{entry.handler}</TableCell>
                        <TableCell>{action(entry.action)}</TableCell>
                        <TableCell>{entry.reason ? translate(`resources.settlement-errors.choices.reason.${entry.reason}`) : ''}</TableCell>
                        <TableCell>{entry.adjustAmount === null ? '' : formatMoney(entry.adjustAmount, siteCode)}</TableCell>
                        <TableCell>{translate(`${S}.log.from_to`, { from: status(entry.from), to: status(entry.to) })}</TableCell>
                        <TableCell>{entry.flagNo ? translate(`${S}.log.from_flag`, { flagNo: entry.flagNo, remark: entry.remark }) : entry.remark}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};
