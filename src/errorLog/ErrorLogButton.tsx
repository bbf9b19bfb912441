import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import BugReportIcon from '@mui/icons-material/BugReport';
import { useTranslate } from 'react-admin';
import { useErrorLog } from './errorLogStore';

// The dialog (its table and date formatting) is loaded the first time it is opened: most sessions never open it.
const ErrorLogDialog = lazy(() => import('./ErrorLogDialog').then(module => ({ default: module.ErrorLogDialog })));

/**
 * Top-bar button of the error log: a badge with the number of logged errors, opening the error-log dialog. Hidden
 * while the log is empty (the dialog stays mounted while open, so clearing from it does not yank it away).
 */
export const ErrorLogButton = () => {
    const translate = useTranslate();
    const entries = useErrorLog();
    const [open, setOpen] = useState(false);
    const label = translate('oms.appbar.error_log.button', { smart_count: entries.length });
    return (
        <>
            {entries.length > 0 && (
                <Tooltip title={label}>
                    <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
                        <Badge badgeContent={entries.length} color="error" max={99}>
                            <BugReportIcon />
                        </Badge>
                    </IconButton>
                </Tooltip>
            )}
            {open && (
                <Suspense fallback={null}>
                    <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
                </Suspense>
            )}
        </>
    );
};
