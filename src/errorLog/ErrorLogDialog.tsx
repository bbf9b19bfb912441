import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useFormatDateTime } from '../../ui/useFormatDateTime';
import { clearErrors, useErrorLog, type ErrorLogEntry } from './errorLogStore';

const preformatted = { whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'monospace', fontSize: '0.75rem', m: 0 } as const;

const EntryRow = ({ entry }: { entry: ErrorLogEntry }) => {
    const translate = useTranslate();
    const formatDateTime = useFormatDateTime();
    return (
        <TableRow>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.time, { seconds: true })}</TableCell>
            <TableCell>
                <Typography variant="body2">{entry.message}</Typography>
                {entry.count > 1 && (
                    <Typography variant="caption" color="text.secondary">
                        {translate('oms.appbar.error_log.repeated', { count: entry.count })}
                    </Typography>
                )}
                {entry.stack && (
                    <details>
                        <summary>{translate('oms.appbar.error_log.stack')}</summary>
                        <Typography component="pre" sx={preformatted}>
                            {entry.stack}
                        </Typography>
                    </details>
                )}
            </TableCell>
            <TableCell>{entry.component}</TableCell>
            <TableCell>
                {entry.info && (
                    <Typography component="pre" sx={preformatted}>
                        {entry.info}
                    </Typography>
                )}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{entry.url}</TableCell>
        </TableRow>
    );
};

export interface ErrorLogDialogProps {
    open: boolean;
    onClose: () => void;
}

/** The error-log dialog (spec section 2): every uncaught UI error, most recent first; Clear empties the log. */
export const ErrorLogDialog = ({ open, onClose }: ErrorLogDialogProps) => {
    const translate = useTranslate();
    const entries = useErrorLog();
    const titleId = useId();
    return (
        <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{translate('oms.appbar.error_log.title')}</DialogTitle>
            <DialogContent>
                {entries.length === 0 ? (
                    <Typography>{translate('oms.appbar.error_log.empty')}</Typography>
                ) : (
                    <Table size="small">
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate('oms.appbar.error_log.time')}</TableCell>
                                <TableCell>{translate('oms.appbar.error_log.message')}</TableCell>
                                <TableCell>{translate('oms.appbar.error_log.component')}</TableCell>
                                <TableCell>{translate('oms.appbar.error_log.info')}</TableCell>
                                <TableCell>{translate('oms.appbar.error_log.url')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {entries.map(entry => (
                                <EntryRow key={entry.id} entry={entry} />
                            ))}
                        </TableBody>
                    </Table>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={clearErrors} disabled={entries.length === 0}>
                    {translate('oms.appbar.error_log.clear')}
                </Button>
                <Button onClick={onClose}>{translate('oms.appbar.error_log.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
