import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useRecordContext, useTranslate } from 'react-admin';
import { sanitizeHtml } from './sanitizeHtml';

/** A rich-text field's stored HTML, sanitised (sanitizeHtml.ts), in a list's cell or a record's page. */
export const SafeHtmlField = ({ source }: { source: string; label?: string }) => {
    const record = useRecordContext();
    const html = useMemo(() => sanitizeHtml(record?.[source]), [record, source]);
    return <Box component="span" sx={{ '& p': { m: 0 }, '& img': { maxWidth: 160 } }} dangerouslySetInnerHTML={{ __html: html }} />;
};

/** The document a preview frame shows: the sanitised body in a plain page of the site's reading width. */
const previewDocument = (title: string, bodyHtml: string) =>
    `<!doctype html><html><head><meta charset="utf-8"><title>${title.replace(/[<&"]/g, '')}</title></head>` +
    `<body style="font-family: system-ui, sans-serif; max-width: 720px; margin: 16px auto; line-height: 1.5; color: #1a1a1a; background: #fff">` +
    `${bodyHtml}</body></html>`;

/**
 * A page as the site would show it: the sanitised HTML in a sandboxed frame (no scripts, no same origin, no
 * forms, no top navigation), so nothing the content holds can act on the back office.
 */
export const HtmlPreviewFrame = ({ html, title, height = 480 }: { html: unknown; title: string; height?: number }) => {
    const translate = useTranslate();
    const document = useMemo(() => previewDocument(title, sanitizeHtml(html)), [html, title]);
    return (
        <Box
            component="iframe"
            sandbox=""
            srcDoc={document}
            title={translate('resources.kit.preview.frame', { title })}
            sx={{ width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
        />
    );
};
