import { useId, useState } from 'react';
import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    Chip,
    IconButton,
    Stack,
    TextField,
    ToggleButton,
    ToggleButtonGroup,
    Tooltip,
    Typography,
} from '@mui/material';
import CompressIcon from '@mui/icons-material/Compress';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import FileOpenIcon from '@mui/icons-material/FileOpen';
import UploadIcon from '@mui/icons-material/Upload';
import { Title, useTranslate } from 'react-admin';
import { uploadFile } from '../../providers/upload';
import { checkUpload, FOLDER_MAX_LENGTH, FOLDER_PATTERN, formatBytes, storedFileName } from '../../base/fileRules';
import { useCopyText } from '../../ui/useCopyText';
import { useToast } from '../../ui';
import { byteLength, languageOfFile, MINIFY_LANGUAGES, minifyCode, OUTPUT, type MinifyLanguage } from './minifiers';
import { GuardedButton } from '../../ui/GuardedButton';

const TITLE = 'routes.resources.minify';
/** The largest source file the tool opens (it works in the page's memory). */
const SOURCE_MAX_BYTES = 10 * 1024 * 1024;
const DEFAULT_FOLDER = 'minified';

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.85rem' };

interface Result {
    language: MinifyLanguage;
    text: string;
    original: number;
    minified: number;
}

/** `name.min.ext` from a source file's name, or `snippet.min.ext`. */
const resultName = (language: MinifyLanguage, source?: string) => {
    const base = source ? source.replace(/\.[^.]+$/, '').replace(/\.min$/, '') : 'snippet';
    return `${base}.min.${OUTPUT[language].extension}`;
};

/**
 * /resources/minify (hidden): minifies a JavaScript, CSS or HTML snippet, pasted or opened from a file, in the
 * browser; shows the result and how many bytes it saves; copies it, or uploads it as a static file through the one
 * upload call and shows the stored URL.
 */
export const MinifyPage = () => {
    const translate = useTranslate();
    const toast = useToast();
    const copy = useCopyText();
    const pickerId = useId();
    const [language, setLanguage] = useState<MinifyLanguage>('js');
    const [source, setSource] = useState('');
    const [sourceName, setSourceName] = useState<string>();
    const [problem, setProblem] = useState<string>();
    const [working, setWorking] = useState(false);
    const [result, setResult] = useState<Result>();
    const [fileName, setFileName] = useState(resultName('js'));
    const [folder, setFolder] = useState(DEFAULT_FOLDER);
    const [uploading, setUploading] = useState(false);
    const [uploadProblem, setUploadProblem] = useState<string>();
    const [storedUrl, setStoredUrl] = useState<string>();

    const changeLanguage = (next: MinifyLanguage) => {
        setLanguage(next);
        setResult(undefined);
        setStoredUrl(undefined);
        setFileName(resultName(next, sourceName));
    };

    const openFile = async (file: File | undefined) => {
        if (!file) return;
        const detected = languageOfFile(file.name);
        if (!detected) {
            setProblem(translate('oms.pages.minify.wrong_file'));
            return;
        }
        if (file.size > SOURCE_MAX_BYTES) {
            setProblem(translate('oms.pages.minify.file_too_large', { size: formatBytes(file.size), max: formatBytes(SOURCE_MAX_BYTES) }));
            return;
        }
        setProblem(undefined);
        setSource(await file.text());
        setSourceName(file.name);
        setLanguage(detected);
        setFileName(resultName(detected, file.name));
        setResult(undefined);
        setStoredUrl(undefined);
    };

    const minify = async () => {
        if (source.trim() === '') {
            setProblem(translate('oms.pages.minify.empty'));
            return;
        }
        setProblem(undefined);
        setWorking(true);
        setStoredUrl(undefined);
        try {
            const text = await minifyCode(language, source);
            setResult({ language, text, original: byteLength(source), minified: byteLength(text) });
        } catch (error) {
            setResult(undefined);
            setProblem(translate('oms.pages.minify.failed', { message: (error as Error).message }));
        } finally {
            setWorking(false);
        }
    };

    const folderValid = folder.length <= FOLDER_MAX_LENGTH && FOLDER_PATTERN.test(folder);

    const upload = async () => {
        if (!result) return;
        const { extension, contentType } = OUTPUT[result.language];
        const name = storedFileName(fileName);
        if (!name.toLowerCase().endsWith(`.${extension}`)) {
            setUploadProblem(translate('oms.pages.minify.file_name_invalid', { extension }));
            return;
        }
        const refusal = checkUpload({ name, type: contentType, size: result.minified }, ['code']);
        if (refusal) {
            setUploadProblem(translate(refusal.message, refusal.args));
            return;
        }
        setUploadProblem(undefined);
        setUploading(true);
        try {
            const stored = await uploadFile(new Blob([result.text], { type: contentType }), folder, { fileName: name });
            setStoredUrl(stored.url);
            toast.success('oms.toast.operation_successful');
        } catch (error) {
            const message = (error as Error).message;
            setUploadProblem(translate(message, { _: message }));
        } finally {
            setUploading(false);
        }
    };

    const saved = result ? result.original - result.minified : 0;
    const percent = result && result.original > 0 ? ((saved / result.original) * 100).toFixed(1) : '0';

    return (
        <Card sx={{ mt: 2 }}>
            <Title title={TITLE} />
            <CardContent>
                <Typography variant="h5" component="h1" gutterBottom>
                    {translate(TITLE)}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {translate('oms.pages.minify.intro')}
                </Typography>

                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
                    <ToggleButtonGroup
                        exclusive
                        size="small"
                        color="primary"
                        value={language}
                        onChange={(_, next: MinifyLanguage | null) => next && changeLanguage(next)}
                        aria-label={translate('oms.pages.minify.language')}
                    >
                        {MINIFY_LANGUAGES.map(value => (
                            <ToggleButton key={value} value={value}>
                                {translate(`oms.pages.minify.languages.${value}`)}
                            </ToggleButton>
                        ))}
                    </ToggleButtonGroup>
                    <Button component="label" htmlFor={pickerId} variant="outlined" size="small" startIcon={<FileOpenIcon />}>
                        {translate('oms.pages.minify.open_file')}
                        <input
                            id={pickerId}
                            type="file"
                            hidden
                            accept=".js,.mjs,.css,.html,.htm"
                            onChange={event => {
                                void openFile(event.target.files?.[0]);
                                event.target.value = '';
                            }}
                        />
                    </Button>
                    {sourceName && <Chip size="small" variant="outlined" label={sourceName} />}
                </Stack>

                <TextField
                    label={translate('oms.pages.minify.source')}
                    value={source}
                    onChange={event => {
                        setSource(event.target.value);
                        setResult(undefined);
                        setStoredUrl(undefined);
                    }}
                    multiline
                    minRows={8}
                    maxRows={20}
                    fullWidth
                    slotProps={{ htmlInput: { spellCheck: false, style: monospace } }}
                />
                <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
                    <Button variant="contained" startIcon={<CompressIcon />} onClick={() => void minify()} loading={working} loadingPosition="start">
                        {translate(working ? 'oms.pages.minify.minifying' : 'oms.pages.minify.minify')}
                    </Button>
                </Box>
                {problem && (
                    <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
                        {problem}
                    </Alert>
                )}

                {result && (
                    <Box sx={{ mt: 3 }}>
                        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
                            <Typography variant="h6" component="h2">
                                {translate('oms.pages.minify.result')}
                            </Typography>
                            <Chip size="small" label={translate('oms.pages.minify.sizes', { original: formatBytes(result.original), result: formatBytes(result.minified) })} />
                            <Chip
                                size="small"
                                color={saved > 0 ? 'success' : 'default'}
                                data-testid="minify-saved"
                                label={translate('oms.pages.minify.saved', { saved: `${saved.toLocaleString('en')} B`, percent })}
                            />
                            <Box sx={{ flex: 1 }} />
                            <Tooltip title={translate('oms.pages.minify.copy')}>
                                <IconButton aria-label={translate('oms.pages.minify.copy')} onClick={() => void copy(result.text, 'oms.pages.minify.copied')}>
                                    <ContentCopyIcon />
                                </IconButton>
                            </Tooltip>
                        </Stack>
                        <TextField
                            label={translate('oms.pages.minify.result')}
                            value={result.text}
                            multiline
                            minRows={4}
                            maxRows={16}
                            fullWidth
                            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { ...monospace, wordBreak: 'break-all' } } }}
                        />

                        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }} sx={{ mt: 2 }}>
                            <TextField
                                label={translate('oms.pages.minify.file_name')}
                                value={fileName}
                                onChange={event => setFileName(event.target.value)}
                                size="small"
                                sx={{ minWidth: 240 }}
                            />
                            <TextField
                                label={translate('oms.pages.minify.folder')}
                                value={folder}
                                onChange={event => setFolder(event.target.value)}
                                error={!folderValid}
                                helperText={folderValid ? undefined : translate('oms.upload.folder_invalid')}
                                size="small"
                            />
                            <GuardedButton variant="outlined" startIcon={<UploadIcon />} onClick={() => void upload()} disabled={!folderValid} loading={uploading} loadingPosition="start">
                                {translate('oms.pages.minify.upload')}
                            </GuardedButton>
                        </Stack>
                        {uploadProblem && (
                            <Alert severity="error" sx={{ mt: 2 }}>
                                {uploadProblem}
                            </Alert>
                        )}
                        {storedUrl && (
                            <Alert
                                severity="success"
                                sx={{ mt: 2, wordBreak: 'break-all' }}
                                action={
                                    <IconButton aria-label={translate('oms.upload.copy_url')} color="inherit" size="small" onClick={() => void copy(storedUrl)}>
                                        <ContentCopyIcon fontSize="small" />
                                    </IconButton>
                                }
                            >
                                {translate('oms.pages.minify.uploaded', { url: storedUrl })}
                            </Alert>
                        )}
                    </Box>
                )}
            </CardContent>
        </Card>
    );
};

export default MinifyPage;
