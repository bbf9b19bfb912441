import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import {
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    IconButton,
    LinearProgress,
    List,
    ListItem,
    ListItemText,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRefresh, useTranslate } from 'react-admin';
import { uploadFile } from '../../providers/upload';
import {
    acceptOf,
    allowedTypesText,
    checkUpload,
    DEFAULT_FOLDER,
    fileTypeOf,
    FOLDER_MAX_LENGTH,
    FOLDER_PATTERN,
    formatBytes,
    kindOf,
} from '../../base/fileRules';
import { useCopyText } from '../../ui/useCopyText';
import { useToast } from '../../ui';
import { FileThumbnail } from './FileThumbnail';
import { GuardedButton } from '../../ui/GuardedButton';

type Status =
    | { state: 'ready' }
    | { state: 'refused'; message: string }
    | { state: 'uploading' }
    | { state: 'done'; url: string }
    | { state: 'failed'; message: string };

interface Chosen {
    key: string;
    file: File;
    /** A local picture of a chosen image, before it is uploaded (revoked when it leaves the list). */
    preview?: string;
    status: Status;
}

const canPreview = (file: File) => {
    const type = fileTypeOf(file.name);
    return !!type && kindOf(type) === 'image' && typeof URL.createObjectURL === 'function';
};

let counter = 0;

/**
 * The upload dialog of /resources/upload: files dropped or chosen are checked at once with the store's own rules
 * (a refused one says why and is not sent), shown with a preview, then uploaded one by one into the chosen folder
 * through the upload call; each one's URL can be copied as soon as it is stored.
 */
export const UploadDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const refresh = useRefresh();
    const toast = useToast();
    const copy = useCopyText();
    const pickerId = useId();
    const [folder, setFolder] = useState(DEFAULT_FOLDER);
    const [chosen, setChosen] = useState<Chosen[]>([]);
    const [busy, setBusy] = useState(false);
    const [dragging, setDragging] = useState(false);
    const previews = useRef(new Set<string>());

    // Local previews are released with the dialog's list.
    useEffect(() => {
        const urls = previews.current;
        return () => urls.forEach(url => URL.revokeObjectURL(url));
    }, []);

    const folderValid = folder.trim().length <= FOLDER_MAX_LENGTH && FOLDER_PATTERN.test(folder.trim());
    const ready = chosen.filter(item => item.status.state === 'ready' || item.status.state === 'failed');
    const finished = chosen.filter(item => item.status.state === 'done').length;
    const sending = chosen.filter(item => item.status.state !== 'refused').length;

    const add = (files: File[]) => {
        const items = files.map((file): Chosen => {
            const refusal = checkUpload(file);
            const preview = !refusal && canPreview(file) ? URL.createObjectURL(file) : undefined;
            if (preview) previews.current.add(preview);
            counter += 1;
            return {
                key: `${counter}-${file.name}`,
                file,
                preview,
                status: refusal ? { state: 'refused', message: translate(refusal.message, refusal.args) } : { state: 'ready' },
            };
        });
        setChosen(current => [...current.filter(item => item.status.state !== 'done'), ...items]);
    };

    const remove = (key: string) =>
        setChosen(current => {
            const item = current.find(each => each.key === key);
            if (item?.preview) {
                URL.revokeObjectURL(item.preview);
                previews.current.delete(item.preview);
            }
            return current.filter(each => each.key !== key);
        });

    const setStatus = (key: string, status: Status) => setChosen(current => current.map(item => (item.key === key ? { ...item, status } : item)));

    const start = async () => {
        setBusy(true);
        let uploaded = 0;
        for (const item of ready) {
            setStatus(item.key, { state: 'uploading' });
            try {
                const stored = await uploadFile(item.file, folder.trim());
                setStatus(item.key, { state: 'done', url: stored.url });
                uploaded += 1;
            } catch (error) {
                const message = (error as Error).message;
                setStatus(item.key, { state: 'failed', message: translate(message, { _: message }) });
            }
        }
        setBusy(false);
        if (uploaded > 0) {
            toast.success('oms.upload.done', { smart_count: uploaded });
            refresh();
        }
    };

    const onDrop = (event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        if (!busy) add([...event.dataTransfer.files]);
    };

    const close = () => {
        if (busy) return;
        chosen.forEach(item => item.preview && URL.revokeObjectURL(item.preview));
        previews.current.clear();
        setChosen([]);
        onClose();
    };

    return (
        <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={`${pickerId}-title`}>
            <DialogTitle id={`${pickerId}-title`}>{translate('oms.upload.title')}</DialogTitle>
            <DialogContent>
                <TextField
                    label={translate('oms.upload.folder')}
                    value={folder}
                    onChange={event => setFolder(event.target.value)}
                    error={!folderValid}
                    helperText={translate(folderValid ? 'oms.upload.folder_help' : 'oms.upload.folder_invalid')}
                    disabled={busy}
                    fullWidth
                    size="small"
                    margin="dense"
                />
                <Box
                    onDragOver={event => {
                        event.preventDefault();
                        setDragging(true);
                    }}
                    onDragLeave={() => setDragging(false)}
                    onDrop={onDrop}
                    data-testid="upload-drop-zone"
                    sx={{
                        mt: 1,
                        p: 3,
                        border: 2,
                        borderStyle: 'dashed',
                        borderColor: dragging ? 'primary.main' : 'divider',
                        borderRadius: 1,
                        bgcolor: dragging ? 'action.hover' : 'transparent',
                        textAlign: 'center',
                    }}
                >
                    <UploadFileIcon color="action" fontSize="large" />
                    <Typography>
                        {translate('oms.upload.drop_here')}{' '}
                        <Button component="label" htmlFor={pickerId} size="small" disabled={busy}>
                            {translate('oms.upload.choose')}
                            <input
                                id={pickerId}
                                type="file"
                                hidden
                                multiple
                                accept={acceptOf()}
                                onChange={event => {
                                    add([...(event.target.files ?? [])]);
                                    event.target.value = '';
                                }}
                            />
                        </Button>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate('oms.upload.accepted', { allowed: allowedTypesText() })}
                    </Typography>
                </Box>
                {chosen.length > 0 && (
                    <>
                        {(busy || finished > 0) && (
                            <LinearProgress
                                variant="determinate"
                                value={sending ? (finished / sending) * 100 : 0}
                                sx={{ mt: 2 }}
                                aria-label={translate('oms.upload.done', { smart_count: finished })}
                            />
                        )}
                        <List dense>
                            {chosen.map(item => (
                                <ListItem
                                    key={item.key}
                                    secondaryAction={
                                        item.status.state === 'done' ? (
                                            <IconButton edge="end" aria-label={translate('oms.upload.copy_url')} onClick={() => void copy((item.status as { url: string }).url)}>
                                                <ContentCopyIcon />
                                            </IconButton>
                                        ) : item.status.state !== 'uploading' && !busy ? (
                                            <IconButton edge="end" aria-label={translate('oms.upload.remove')} onClick={() => remove(item.key)}>
                                                <CloseIcon />
                                            </IconButton>
                                        ) : undefined
                                    }
                                >
                                    <Box sx={{ mr: 2 }}>
                                        <FileThumbnail url={item.preview} fileType={fileTypeOf(item.file.name)} alt={translate('oms.upload.preview_of', { name: item.file.name })} />
                                    </Box>
                                    <ListItemText
                                        primary={item.file.name}
                                        secondary={<StatusLine size={item.file.size} status={item.status} />}
                                        slotProps={{ primary: { noWrap: true }, secondary: { component: 'div' } }}
                                    />
                                </ListItem>
                            ))}
                        </List>
                    </>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={close} disabled={busy}>
                    {translate('oms.upload.close')}
                </Button>
                <GuardedButton variant="contained" onClick={() => void start()} disabled={busy || !folderValid || ready.length === 0} loading={busy}>
                    {translate('oms.upload.start', { smart_count: ready.length })}
                </GuardedButton>
            </DialogActions>
        </Dialog>
    );
};

const StatusLine = ({ size, status }: { size: number; status: Status }) => {
    const translate = useTranslate();
    const text =
        status.state === 'refused' || status.state === 'failed'
            ? status.message
            : status.state === 'done'
              ? status.url
              : translate(status.state === 'uploading' ? 'oms.upload.uploading' : 'oms.upload.waiting');
    return (
        <Stack spacing={0.5}>
            <Typography variant="body2" component="span" color={status.state === 'refused' || status.state === 'failed' ? 'error' : 'text.secondary'} sx={{ wordBreak: 'break-all' }} role={status.state === 'refused' || status.state === 'failed' ? 'alert' : undefined}>
                {formatBytes(size)} · {text}
            </Typography>
            {status.state === 'uploading' && <LinearProgress />}
        </Stack>
    );
};
