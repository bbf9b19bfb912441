import { useEffect, useId, useState, type ChangeEvent } from 'react';
import {
    Alert,
    Box,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Button as MuiButton,
    LinearProgress,
    Stack,
    Typography,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useLocaleState, useRefresh, useTranslate } from 'react-admin';
import { request, type Envelope } from '../../../providers/httpClient';
import { announceAsyncTask } from './useAsyncTaskMarker';
import { useToast } from '../../../ui/useToast';
import { ASYNC_TASK_RESOURCE, isRunning, type AsyncTask } from './tasks';
import { useKit } from '../KitContext';
import { downloadServerFile, saveBytes } from './download';
import { templateColumns, templateFileName } from './template';
import { templateXlsx, XLSX_TYPE } from './workbook';
import { GuardedButton } from '../../../ui/GuardedButton';

/** How often the dialog asks how the import task is doing. */
export const IMPORT_POLL_MS = 1000;

type Phase = 'idle' | 'uploading' | 'running' | 'failed';

export interface ImportButtonProps {
    pollMs?: number;
}

/**
 * Import of a resource, in a dialog: download the template (the editable fields, labelled in the user's language,
 * keys in a hidden second row: ./template.ts), choose the filled file, upload it. The server runs the import as a
 * task (POST /files/import/{collection}) and imports every row or none; the dialog follows the task. Success: 'Import
 * operation is successful' and the list reloads. Failure: 'Import operation is failed', the spec's upload-failed
 * text, the reason and the error workbook. Closing the dialog leaves the task running: the task centre has it.
 */
export const ImportButton = ({ pollMs = IMPORT_POLL_MS }: ImportButtonProps) => {
    const { entry, description } = useKit();
    const { collection } = entry;
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const toast = useToast();
    const refresh = useRefresh();
    const dataProvider = useDataProvider();
    const titleId = useId();
    // The bar is named by its line of text (the themes would name it 'Loading').
    const progressId = useId();
    const [open, setOpen] = useState(false);
    const [file, setFile] = useState<File | null>(null);
    const [phase, setPhase] = useState<Phase>('idle');
    const [task, setTask] = useState<AsyncTask | undefined>();
    const name = translate(`resources.${collection}.name`, { smart_count: 2, _: collection });

    // Follows the task while the dialog is open; each answer is the task as the server has it then.
    useEffect(() => {
        if (!open || phase !== 'running' || !task) return;
        let stopped = false;
        const timer = setTimeout(async () => {
            try {
                const { data } = await dataProvider.getOne<AsyncTask>(ASYNC_TASK_RESOURCE, { id: task.id });
                if (stopped) return;
                setTask(data);
                if (isRunning(data)) return;
                if (data.status === 'success') {
                    toast.success('oms.toast.import_success');
                    refresh();
                    setOpen(false);
                    setPhase('idle');
                } else {
                    toast.error('oms.toast.import_failed');
                    setPhase('failed');
                }
            } catch (error) {
                if (stopped) return;
                toast.error(error instanceof Error ? error.message : String(error));
                setPhase('idle');
            }
        }, pollMs);
        return () => {
            stopped = true;
            clearTimeout(timer);
        };
    }, [open, phase, task, pollMs, dataProvider, toast, refresh]);

    const start = () => {
        setFile(null);
        setTask(undefined);
        setPhase('idle');
        setOpen(true);
    };

    const downloadTemplate = async () => {
        const bytes = await templateXlsx(name, templateColumns(collection, description, translate));
        saveBytes(bytes, templateFileName(collection), XLSX_TYPE);
    };

    const choose = (event: ChangeEvent<HTMLInputElement>) => {
        setFile(event.target.files?.[0] ?? null);
        setTask(undefined);
        setPhase('idle');
        // The same file may be chosen again after it is fixed.
        event.target.value = '';
    };

    const upload = async () => {
        if (!file) return;
        setPhase('uploading');
        const data = new FormData();
        data.append('file', file, file.name);
        data.append('locale', locale);
        try {
            const response = await request<Envelope<AsyncTask>>(`/files/import/${collection}`, { method: 'POST', data, bodyType: 'multipart' });
            setTask(response.body.data);
            setPhase('running');
            announceAsyncTask();
        } catch {
            // The client has shown the refusal.
            setPhase('idle');
        }
    };

    const progress = Math.min(100, Math.max(0, task?.progress ?? 0));
    const busy = phase === 'uploading' || phase === 'running';

    return (
        <>
            <Button label="resources.kit.files.import" onClick={start}>
                <UploadIcon />
            </Button>
            <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
                <DialogTitle id={titleId}>{translate('resources.kit.files.import_title', { name })}</DialogTitle>
                <DialogContent>
                    <Stack spacing={2}>
                        <Typography variant="body2">{translate('resources.kit.files.import_steps')}</Typography>
                        <Box>
                            <MuiButton variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadTemplate()}>
                                {translate('resources.kit.files.template')}
                            </MuiButton>
                        </Box>
                        <Stack direction="row" spacing={2} alignItems="center">
                            <MuiButton variant="outlined" component="label" disabled={busy}>
                                {translate('resources.kit.files.choose_file')}
                                <input
                                    hidden
                                    type="file"
                                    accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                                    onChange={choose}
                                />
                            </MuiButton>
                            <Typography variant="body2" color={file ? 'textPrimary' : 'textSecondary'} noWrap>
                                {file?.name ?? translate('resources.kit.files.no_file')}
                            </Typography>
                        </Stack>
                        {phase === 'running' && (
                            <Box role="status">
                                <Typography id={progressId} variant="body2" gutterBottom>
                                    {task?.status === 'processing'
                                        ? translate('resources.kit.files.importing', { progress })
                                        : translate('resources.kit.files.queued')}
                                </Typography>
                                <LinearProgress
                                    variant={task?.status === 'processing' ? 'determinate' : 'indeterminate'}
                                    value={progress}
                                    aria-labelledby={progressId}
                                />
                                <Typography variant="caption" color="textSecondary">
                                    {translate('resources.kit.files.in_background')}
                                </Typography>
                            </Box>
                        )}
                        {phase === 'failed' && task && (
                            <Alert severity="error">
                                {task.errorUrl && (
                                    <Typography variant="body2" gutterBottom>
                                        {translate('oms.toast.upload_failed')}
                                    </Typography>
                                )}
                                {task.reason && <Typography variant="body2">{task.reason}</Typography>}
                                {task.errorUrl && (
                                    <MuiButton
                                        // The alert's own dark red: the theme's error red on the alert's pink fails contrast (axe).
                                        color="inherit"
                                        variant="outlined"
                                        size="small"
                                        startIcon={<DownloadIcon />}
                                        sx={{ mt: 1 }}
                                        onClick={() => void downloadServerFile(task.errorUrl!, `${collection}-import-errors.xlsx`).catch(() => undefined)}
                                    >
                                        {translate('resources.kit.files.error_file')}
                                    </MuiButton>
                                )}
                            </Alert>
                        )}
                    </Stack>
                </DialogContent>
                <DialogActions>
                    <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.close')}</MuiButton>
                    <GuardedButton variant="contained" startIcon={<UploadIcon />} disabled={!file || busy} onClick={() => void upload()}>
                        {translate('resources.kit.files.upload')}
                    </GuardedButton>
                </DialogActions>
            </Dialog>
        </>
    );
};
