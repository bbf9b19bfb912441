import { useId, useState, type ChangeEvent } from 'react';
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogTitle, FormHelperText, Button as MuiButton, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useLocaleState, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { ApiError, request, type Envelope } from '../../providers/httpClient';
import { useToast } from '../../ui/useToast';
import { saveBytes } from '../kit/files/download';
import { templateXlsx, XLSX_TYPE } from '../kit/files/workbook';
import { SpuSelectDialog } from '../spu/SpuSelectDialog';
import { SPEC_IMPORT_COLUMNS, specImportProblem } from './specImport';
import { GuardedButton } from '../../ui/GuardedButton';

export const SPEC_IMPORT_PATH = '/spec-comparisons/import';

/** What a refused import answers in `data`: each bad row of the sheet and why. */
export interface SpecImportRefusal {
    errors?: { row: number; message: string }[];
}

const T = 'resources.spec-comparisons.import';

/**
 * The spec import of /factory/compare: choose the SPU (the one SPU selection dialog), download the template, choose
 * the filled file, import. Without an SPU or a file it says which is missing (the server refuses the same).
 * The SPU's comparison takes the file's key and detailed specs whole, or nothing: 'Import operation is successful',
 * or 'Import operation is failed' with each bad row named.
 */
export const SpecImportButton = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const toast = useToast();
    const refresh = useRefresh();
    const titleId = useId();
    const [open, setOpen] = useState(false);
    const [choosing, setChoosing] = useState(false);
    const [spu, setSpu] = useState<RaRecord>();
    const [file, setFile] = useState<File | null>(null);
    const [problem, setProblem] = useState<string>();
    const [refusal, setRefusal] = useState<{ msg: string; errors: { row: number; message: string }[] }>();
    const [busy, setBusy] = useState(false);

    const start = () => {
        setSpu(undefined);
        setFile(null);
        setProblem(undefined);
        setRefusal(undefined);
        setOpen(true);
    };

    const downloadTemplate = async () => {
        const columns = SPEC_IMPORT_COLUMNS.map(key => ({ key, label: translate(`${T}.columns.${key}`), note: translate(`${T}.notes.${key}`) }));
        saveBytes(await templateXlsx(translate(`${T}.sheet`), columns), 'spec-comparison-import-template.xlsx', XLSX_TYPE);
    };

    const choose = (event: ChangeEvent<HTMLInputElement>) => {
        setFile(event.target.files?.[0] ?? null);
        setProblem(undefined);
        setRefusal(undefined);
        // The same file may be chosen again after it is fixed.
        event.target.value = '';
    };

    const importFile = async () => {
        const missing = specImportProblem({ spuId: spu?.id, file });
        setProblem(missing);
        setRefusal(undefined);
        if (missing || !spu || !file) return;
        const data = new FormData();
        data.append('spuId', String(spu.id));
        data.append('file', file, file.name);
        data.append('locale', locale);
        setBusy(true);
        try {
            await request<Envelope>(SPEC_IMPORT_PATH, { method: 'POST', data, bodyType: 'multipart', notifyErrors: false });
            toast.success('oms.toast.import_success');
            refresh();
            setOpen(false);
        } catch (error) {
            toast.error('oms.toast.import_failed');
            const body = error instanceof ApiError ? (error.body as Envelope<SpecImportRefusal> | undefined) : undefined;
            setRefusal({ msg: (error as Error).message, errors: body?.data?.errors ?? [] });
        } finally {
            setBusy(false);
        }
    };

    return (
        <>
            <Button label={`${T}.button`} onClick={start}>
                <UploadIcon />
            </Button>
            <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
                <DialogTitle id={titleId}>{translate(`${T}.title`)}</DialogTitle>
                <DialogContent>
                    <Stack spacing={2}>
                        <Typography variant="body2">{translate(`${T}.steps`)}</Typography>
                        <Stack direction="row" spacing={2} alignItems="center">
                            <MuiButton variant="outlined" onClick={() => setChoosing(true)} disabled={busy}>
                                {translate('resources.spu.select.button')}
                            </MuiButton>
                            <Typography variant="body2" color={spu ? 'textPrimary' : 'textSecondary'} noWrap>
                                {spu ? `${String(spu.spuName)} (${String(spu.spuId)})` : translate(`${T}.no_spu`)}
                            </Typography>
                        </Stack>
                        <Box>
                            <MuiButton variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadTemplate()}>
                                {translate('resources.kit.files.template')}
                            </MuiButton>
                        </Box>
                        <Stack direction="row" spacing={2} alignItems="center">
                            <MuiButton variant="outlined" component="label" disabled={busy}>
                                {translate('resources.kit.files.choose_file')}
                                <input hidden type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={choose} />
                            </MuiButton>
                            <Typography variant="body2" color={file ? 'textPrimary' : 'textSecondary'} noWrap>
                                {file?.name ?? translate('resources.kit.files.no_file')}
                            </Typography>
                        </Stack>
                        {problem && <FormHelperText error>{translate(problem)}</FormHelperText>}
                        {refusal && (
                            <Alert severity="error">
                                <Typography variant="body2" gutterBottom>
                                    {translate('oms.toast.import_failed')}
                                </Typography>
                                {refusal.errors.length > 0 ? (
                                    <Box component="ul" sx={{ m: 0, pl: 2 }}>
                                        {refusal.errors.map(error => (
                                            <li key={`${error.row}-${error.message}`}>
                                                <Typography variant="body2">{error.message}</Typography>
                                            </li>
                                        ))}
                                    </Box>
                                ) : (
                                    <Typography variant="body2">{refusal.msg}</Typography>
                                )}
                            </Alert>
                        )}
                    </Stack>
                </DialogContent>
                <DialogActions>
                    <MuiButton onClick={() => setOpen(false)} disabled={busy}>
                        {translate('ra.action.close')}
                    </MuiButton>
                    <GuardedButton variant="contained" startIcon={<UploadIcon />} disabled={busy} onClick={() => void importFile()}>
                        {translate(`${T}.submit`)}
                    </GuardedButton>
                </DialogActions>
            </Dialog>
            <SpuSelectDialog
                open={choosing}
                value={spu?.id}
                onClose={() => setChoosing(false)}
                onConfirm={chosen => {
                    setSpu(chosen);
                    setProblem(undefined);
                    setChoosing(false);
                }}
            />
        </>
    );
};
