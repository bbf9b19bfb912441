import { useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import PreviewIcon from '@mui/icons-material/Preview';
import { Button, useGetList, useListContext, useTranslate } from 'react-admin';
import { useKit } from '../kit/KitContext';
import { PreviewDialog } from '../kit/HtmlPreviewButton';
import { HtmlPreviewFrame } from '../kit/SafeHtml';
import { useRouteTitle } from '../kit/useRouteTitle';
import { livePageFilter, pagePreviewHtml } from './pagePreview';

/** A page is a few dozen modules or links: one call of this many rows holds any of them whole. */
const PAGE_ROWS = 100;

/** The page as the site would show it, fetched when the preview opens. */
const PagePreview = ({ title, onClose }: { title: string; onClose: () => void }) => {
    const { entry, description } = useKit();
    const translate = useTranslate();
    const { filterValues } = useListContext();
    // The group the list is narrowed to (one platform's home page), else every group of the page.
    const scope = Object.fromEntries((description.actions?.handOrder?.scope ?? []).filter(field => filterValues[field]).map(field => [field, filterValues[field]]));
    const order = description.actions?.handOrder?.field;
    const { data, isPending, error } = useGetList(entry.collection, {
        filter: { ...scope, ...livePageFilter(description) },
        sort: order ? { field: order, order: 'ASC' } : (description.sort ?? { field: 'id', order: 'ASC' }),
        pagination: { page: 1, perPage: PAGE_ROWS },
    });
    const label = (source: string, value: unknown) => translate(`resources.${entry.collection}.choices.${source}.${String(value)}`, { _: String(value ?? '') });
    return (
        <PreviewDialog title={title} onClose={onClose}>
            {isPending ? (
                <CircularProgress aria-label={translate('ra.page.loading')} />
            ) : error ? (
                <Alert severity="error">{error instanceof Error ? error.message : String(error)}</Alert>
            ) : data && data.length > 0 ? (
                <HtmlPreviewFrame html={pagePreviewHtml(description, data, label)} title={title} />
            ) : (
                <Alert severity="info">{translate('resources.kit.preview.nothing_live')}</Alert>
            )}
        </PreviewDialog>
    );
};

/**
 * The list's Preview button, beside Publish (a description's `actions.publish`): what a publish of the page would
 * put on the site, its live records in their order, in the sandboxed frame the rich-text previews use.
 */
export const PagePreviewButton = () => {
    const title = useRouteTitle();
    const [open, setOpen] = useState(false);
    return (
        <>
            <Button label="resources.kit.preview.page" onClick={() => setOpen(true)}>
                <PreviewIcon />
            </Button>
            {open && <PagePreview title={title} onClose={() => setOpen(false)} />}
        </>
    );
};
