import { useEffect, useId, useRef, useState } from 'react';
import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    IconButton,
    MenuItem,
    Slider,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    TextField,
    Tooltip,
    Typography,
} from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import { Title, useTranslate } from 'react-admin';
import { uploadFile } from '../../providers/upload';
import { checkUpload, FOLDER_MAX_LENGTH, FOLDER_PATTERN, formatBytes } from '../../base/fileRules';
import { useCopyText } from '../../ui/useCopyText';
import { GuardedButton } from '../../ui/GuardedButton';
import {
    clampQuality,
    CONTENT_TYPE,
    OUTPUT_FORMATS,
    outputName,
    QUALITY_DEFAULT,
    QUALITY_MAX,
    QUALITY_MIN,
    savedPercent,
    SOURCE_MAX_BYTES,
    targetSize,
    type OutputFormat,
} from './compression';

const TITLE = 'routes.cms.compressImage';
const T = 'oms.pages.compressImage';
const ACCEPT = 'image/jpeg,image/png,image/webp';
const DEFAULT_FOLDER = 'cms/images';

interface Item {
    key: string;
    source: File;
    name: string;
    result?: Blob;
    preview?: string;
    url?: string;
    problem?: string;
    uploading?: boolean;
}

/** Draws a picture on a canvas at the website's size and encodes it at the format and quality chosen. */
const compress = async (file: File, format: OutputFormat, quality: number): Promise<Blob> => {
    const bitmap = await createImageBitmap(file);
    const { width, height } = targetSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas');
    if (format === 'jpg') {
        // JPEG has no transparency: a transparent picture gets the site's white background, not black.
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, width, height);
    }
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    return new Promise((resolve, reject) =>
        canvas.toBlob(blob => (blob ? resolve(blob) : reject(new Error('encode'))), CONTENT_TYPE[format], format === 'png' ? undefined : quality / 100),
    );
};

/**
 * /cms/compress-image: pictures chosen in a batch are compressed in the browser (format WebP, JPG or PNG; quality
 * 40–95%; scaled down to 3,840 px wide at most) and listed with their sizes and what they save; each is downloaded,
 * or uploaded through the one upload call, and its stored address copied for use in content.
 */
export const CompressImagePage = () => {
    const translate = useTranslate();
    const copy = useCopyText();
    const pickerId = useId();
    const [format, setFormat] = useState<OutputFormat>('webp');
    const [quality, setQuality] = useState(QUALITY_DEFAULT);
    const [folder, setFolder] = useState(DEFAULT_FOLDER);
    const [items, setItems] = useState<Item[]>([]);
    const [problems, setProblems] = useState<string[]>([]);
    const [working, setWorking] = useState(false);
    const sources = useRef<File[]>([]);
    const folderValid = folder.length <= FOLDER_MAX_LENGTH && FOLDER_PATTERN.test(folder);

    // Object URLs of the previews are let go when the rows change or the page closes.
    useEffect(() => () => items.forEach(item => item.preview && URL.revokeObjectURL(item.preview)), [items]);

    const run = async (files: readonly File[], nextFormat = format, nextQuality = quality) => {
        setWorking(true);
        const done: Item[] = [];
        for (const [index, file] of files.entries()) {
            const name = outputName(file.name, nextFormat);
            try {
                const result = await compress(file, nextFormat, nextQuality);
                done.push({ key: `${index}-${file.name}`, source: file, name, result, preview: URL.createObjectURL(result) });
            } catch {
                done.push({ key: `${index}-${file.name}`, source: file, name, problem: translate(`${T}.failed`, { name: file.name }) });
            }
        }
        setItems(done);
        setWorking(false);
    };

    const choose = (list: FileList | null) => {
        const chosen = [...(list ?? [])];
        const refused: string[] = [];
        const accepted = chosen.filter(file => {
            if (!Object.values(CONTENT_TYPE).includes(file.type)) refused.push(translate(`${T}.not_image`, { name: file.name }));
            else if (file.size > SOURCE_MAX_BYTES) refused.push(translate(`${T}.too_large`, { name: file.name, size: formatBytes(file.size), max: formatBytes(SOURCE_MAX_BYTES) }));
            else return true;
            return false;
        });
        setProblems(refused);
        sources.current = accepted;
        void run(accepted);
    };

    const update = (key: string, change: Partial<Item>) => setItems(rows => rows.map(row => (row.key === key ? { ...row, ...change } : row)));

    const upload = async (item: Item) => {
        if (!item.result) return;
        const refusal = checkUpload({ name: item.name, type: item.result.type, size: item.result.size }, ['image']);
        if (refusal) {
            update(item.key, { problem: translate(refusal.message, refusal.args) });
            return;
        }
        update(item.key, { uploading: true, problem: undefined });
        try {
            const stored = await uploadFile(item.result, folder, { fileName: item.name });
            update(item.key, { uploading: false, url: stored.url });
        } catch (error) {
            const message = (error as Error).message;
            update(item.key, { uploading: false, problem: translate(message, { _: message }) });
        }
    };

    return (
        <Card sx={{ mt: 2 }}>
            <Title title={TITLE} />
            <CardContent>
                <Typography variant="h5" component="h1" gutterBottom>
                    {translate(TITLE)}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {translate(`${T}.intro`)}
                </Typography>
                <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems={{ md: 'center' }} sx={{ mb: 2 }}>
                    <TextField
                        select
                        size="small"
                        label={translate(`${T}.format`)}
                        value={format}
                        onChange={event => {
                            const next = event.target.value as OutputFormat;
                            setFormat(next);
                            void run(sources.current, next, quality);
                        }}
                        sx={{ minWidth: 140 }}
                    >
                        {OUTPUT_FORMATS.map(value => (
                            <MenuItem key={value} value={value}>
                                {value.toUpperCase()}
                            </MenuItem>
                        ))}
                    </TextField>
                    <Box sx={{ minWidth: 240 }}>
                        <Typography id={`${pickerId}-quality`} variant="body2" gutterBottom>
                            {translate(`${T}.quality`, { quality })}
                        </Typography>
                        <Slider
                            aria-labelledby={`${pickerId}-quality`}
                            value={quality}
                            min={QUALITY_MIN}
                            max={QUALITY_MAX}
                            step={5}
                            disabled={format === 'png'}
                            onChange={(_, value) => setQuality(clampQuality(value as number))}
                            onChangeCommitted={(_, value) => void run(sources.current, format, clampQuality(value as number))}
                        />
                    </Box>
                    <TextField
                        size="small"
                        label={translate(`${T}.folder`)}
                        value={folder}
                        onChange={event => setFolder(event.target.value)}
                        error={!folderValid}
                        helperText={folderValid ? undefined : translate('oms.upload.folder_invalid')}
                    />
                    <Button component="label" htmlFor={pickerId} variant="contained" startIcon={<AddPhotoAlternateIcon />} loading={working} loadingPosition="start">
                        {translate(working ? `${T}.working` : `${T}.choose`)}
                        <input
                            id={pickerId}
                            type="file"
                            hidden
                            multiple
                            accept={ACCEPT}
                            onChange={event => {
                                choose(event.target.files);
                                event.target.value = '';
                            }}
                        />
                    </Button>
                </Stack>
                {format === 'png' && (
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {translate(`${T}.png_lossless`)}
                    </Typography>
                )}
                {problems.map(problem => (
                    <Alert key={problem} severity="error" sx={{ mb: 1 }}>
                        {problem}
                    </Alert>
                ))}
                {items.length === 0 ? (
                    <Typography color="text.secondary">{translate(`${T}.none`)}</Typography>
                ) : (
                    <>
                        <Table size="small" aria-label={translate(TITLE)}>
                            <TableHead>
                                <TableRow>
                                    <TableCell>{translate(`${T}.file_name`)}</TableCell>
                                    <TableCell align="right">{translate(`${T}.original`)}</TableCell>
                                    <TableCell align="right">{translate(`${T}.compressed`)}</TableCell>
                                    <TableCell align="right">{translate(`${T}.saved`)}</TableCell>
                                    <TableCell>{translate(`${T}.url`)}</TableCell>
                                    <TableCell>{translate(`${T}.actions`)}</TableCell>
                                </TableRow>
                            </TableHead>
                            <TableBody>
                                {items.map(item => (
                                    <TableRow key={item.key}>
                                        <TableCell>
                                            <Stack direction="row" spacing={1} alignItems="center">
                                                {item.preview && <Box component="img" src={item.preview} alt={item.name} sx={{ width: 48, height: 48, objectFit: 'contain' }} />}
                                                <span>{item.name}</span>
                                            </Stack>
                                        </TableCell>
                                        <TableCell align="right">{formatBytes(item.source.size)}</TableCell>
                                        <TableCell align="right">{item.result ? formatBytes(item.result.size) : '—'}</TableCell>
                                        <TableCell align="right">{item.result ? `${savedPercent(item.source.size, item.result.size)}%` : '—'}</TableCell>
                                        <TableCell sx={{ wordBreak: 'break-all' }}>
                                            {item.problem ? <Alert severity="error">{item.problem}</Alert> : (item.url ?? '—')}
                                        </TableCell>
                                        <TableCell>
                                            <Stack direction="row" spacing={0.5}>
                                                {item.preview && (
                                                    <Tooltip title={translate(`${T}.download`, { name: item.name })}>
                                                        <IconButton component="a" href={item.preview} download={item.name} aria-label={translate(`${T}.download`, { name: item.name })}>
                                                            <DownloadIcon />
                                                        </IconButton>
                                                    </Tooltip>
                                                )}
                                                {item.result && !item.url && (
                                                    <GuardedButton size="small" startIcon={<UploadIcon />} disabled={!folderValid} loading={item.uploading} onClick={() => void upload(item)}>
                                                        {translate(`${T}.upload`)}
                                                    </GuardedButton>
                                                )}
                                                {item.url && (
                                                    <Tooltip title={translate(`${T}.copy_url`, { name: item.name })}>
                                                        <IconButton aria-label={translate(`${T}.copy_url`, { name: item.name })} onClick={() => void copy(item.url!)}>
                                                            <ContentCopyIcon />
                                                        </IconButton>
                                                    </Tooltip>
                                                )}
                                            </Stack>
                                        </TableCell>
                                    </TableRow>
                                ))}
                            </TableBody>
                        </Table>
                        <Box sx={{ mt: 2 }}>
                            <GuardedButton
                                variant="outlined"
                                startIcon={<UploadIcon />}
                                disabled={!folderValid || !items.some(item => item.result && !item.url)}
                                onClick={() => void Promise.all(items.filter(item => item.result && !item.url).map(upload))}
                            >
                                {translate(`${T}.upload_all`)}
                            </GuardedButton>
                        </Box>
                    </>
                )}
            </CardContent>
        </Card>
    );
};

export default CompressImagePage;
