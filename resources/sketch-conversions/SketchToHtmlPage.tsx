import { useMemo, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Title, useTranslate } from 'react-admin';
import { HtmlPreviewFrame } from '../kit/SafeHtml';
import { sanitizeHtml } from '../kit/sanitizeHtml';
import { useCopyText } from '../../ui/useCopyText';
import { useRouteTitle } from '../kit/useRouteTitle';

/** Largest HTML file read (the upload rules' limit for HTML). */
const MAX_HTML_BYTES = 2 * 1024 * 1024;

/**
 * Sketch to HTML: a design's HTML (an exported .html file, or pasted) made safe for a content page — scripts,
 * handlers, frames, forms and any address other than http(s) or a site path taken out — previewed as the site would
 * show it and copied. Nothing is stored.
 */
const SketchToHtmlPage = () => {
    const translate = useTranslate();
    const title = useRouteTitle();
    const copy = useCopyText();
    const [html, setHtml] = useState('');
    const [tooLarge, setTooLarge] = useState(false);
    const safe = useMemo(() => sanitizeHtml(html), [html]);
    const read = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        setTooLarge(file.size > MAX_HTML_BYTES);
        if (file.size <= MAX_HTML_BYTES) setHtml(await file.text());
    };
    return (
        <Box sx={{ p: 2 }}>
            <Title title={title} />
            <Typography variant="body2" sx={{ mb: 2 }}>
                {translate('resources.sketch-conversions.tool.intro')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
                <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                    {translate('resources.sketch-conversions.tool.upload')}
                    <input type="file" accept=".html,.htm,text/html" hidden onChange={read} />
                </Button>
                <Button variant="contained" startIcon={<ContentCopyIcon />} disabled={safe === ''} onClick={() => copy(safe, 'resources.sketch-conversions.tool.copied')}>
                    {translate('resources.sketch-conversions.tool.copy')}
                </Button>
            </Stack>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <TextField
                    label={translate('resources.sketch-conversions.tool.source')}
                    value={html}
                    onChange={event => setHtml(event.target.value)}
                    multiline
                    minRows={16}
                    fullWidth
                    error={tooLarge}
                    helperText={tooLarge ? translate('resources.sketch-conversions.tool.too_large') : translate('resources.sketch-conversions.tool.source_help')}
                    slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                    {/* The frame appears with something to show: an empty sandboxed frame is only noise to tools that walk frames. */}
                    {html.trim() === '' ? (
                        <Typography color="text.secondary" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                            {translate('resources.sketch-conversions.tool.empty')}
                        </Typography>
                    ) : (
                        <HtmlPreviewFrame html={html} title={translate('resources.sketch-conversions.tool.page')} height={420} />
                    )}
                </Box>
            </Stack>
        </Box>
    );
};

export default SketchToHtmlPage;
