import { useId } from 'react';
import { Alert, Box, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOne, useTranslate } from 'react-admin';
import { ASYNC_TASK_RESOURCE, isRunning, type AsyncTask } from '../kit/files/tasks';
import { ASYNC_TASK_PATH } from '../../base/routes/paths';

const KEY = 'resources.sms-logs.manual';
/** How often the page asks how the batch's task is doing while it runs. */
export const SEND_POLL_MS = 1000;

/** The answer of a manual send: the batch, its counts and the task that sends it. */
export interface SendAnswer {
    batchNo: string;
    recipients: number;
    invalid: number;
    duplicate: number;
    task: AsyncTask;
}

/** The send log filtered to one batch. */
export const batchLogPath = (batchNo: string) => `/sms/query?filter=${encodeURIComponent(JSON.stringify({ batchNo }))}`;

/**
 * A batch on its way: its task read again every SEND_POLL_MS while it runs (queued, then sending with a percentage),
 * then submitted (the messages are in the send log) or not sent with the server's reason. The task centre has it too.
 */
export const SendProgress = ({ sent }: { sent: SendAnswer }) => {
    const translate = useTranslate();
    const labelId = useId();
    const { data } = useGetOne<AsyncTask>(
        ASYNC_TASK_RESOURCE,
        { id: sent.task.id },
        { refetchInterval: query => (isRunning(query.state.data ?? sent.task) ? SEND_POLL_MS : false) },
    );
    const task = data ?? sent.task;
    const links = (
        <Stack direction="row" spacing={2} component="span" sx={{ display: 'inline-flex', ml: 1 }}>
            {/* The alert's own text colour: a theme link colour on the alert's tint fails contrast (axe). */}
            {task.status === 'success' && (
                <Link component={RouterLink} to={batchLogPath(sent.batchNo)} color="inherit" underline="always">
                    {translate(`${KEY}.open_log`)}
                </Link>
            )}
            <Link component={RouterLink} to={ASYNC_TASK_PATH} color="inherit" underline="always">
                {translate(`${KEY}.open_tasks`)}
            </Link>
        </Stack>
    );
    if (isRunning(task)) {
        const progress = Math.min(100, Math.max(0, task.progress ?? 0));
        return (
            <Box role="status" sx={{ mb: 2 }} data-testid="manual-send-progress">
                <Typography id={labelId} variant="body2" gutterBottom>
                    {task.status === 'processing'
                        ? translate(`${KEY}.sending`, { batchNo: sent.batchNo, count: sent.recipients, progress })
                        : translate(`${KEY}.queued`, { batchNo: sent.batchNo })}
                </Typography>
                <LinearProgress variant={task.status === 'processing' ? 'determinate' : 'indeterminate'} value={progress} aria-labelledby={labelId} />
                <Typography variant="caption" color="textSecondary">
                    {translate(`${KEY}.in_background`)}
                    {links}
                </Typography>
            </Box>
        );
    }
    return (
        <Alert severity={task.status === 'success' ? 'success' : 'error'} role="status" sx={{ mb: 2 }} data-testid="manual-send-progress">
            {task.status === 'success'
                ? translate(`${KEY}.sent`, { batchNo: sent.batchNo, count: sent.recipients })
                : translate(`${KEY}.failed`, { batchNo: sent.batchNo, reason: task.reason ?? '' })}
            {links}
        </Alert>
    );
};
