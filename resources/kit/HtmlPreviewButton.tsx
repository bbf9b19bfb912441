import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import PreviewIcon from '@mui/icons-material/Preview';
import { useTranslate } from 'react-admin';
import { HtmlPreviewFrame } from './SafeHtml';

/** The dialog a preview shows in: its frame (or what stands for it) under the page's title, and a Close. */
export const PreviewDialog = ({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="md" onClick={event => event.stopPropagation()}>
            <DialogTitle>{translate('resources.kit.preview.frame', { title })}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('resources.kit.preview.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};

/**
 * A Preview button that shows stored or edited HTML as the site would: the sanitised content in a sandboxed frame,
 * in a dialog. `read` gives the HTML and title when the dialog opens (a form's current values, a row's record);
 * `inherit` colours it as the bar it sits in (a form's toolbar, whose tint leaves the primary colour too faint).
 */
export const HtmlPreviewButton = ({ read, color = 'primary' }: { read: () => { html: unknown; title: string }; color?: 'primary' | 'inherit' }) => {
    const translate = useTranslate();
    const [shown, setShown] = useState<{ html: unknown; title: string } | undefined>(undefined);
    return (
        <>
            <Button
                size="small"
                color={color}
                startIcon={<PreviewIcon />}
                onClick={event => {
                    // A row's button: the row's own click (open the record) is not this one.
                    event.stopPropagation();
                    setShown(read());
                }}
            >
                {translate('resources.kit.preview.open')}
            </Button>
            {shown && (
                <PreviewDialog title={shown.title} onClose={() => setShown(undefined)}>
                    <HtmlPreviewFrame html={shown.html} title={shown.title} />
                </PreviewDialog>
            )}
        </>
    );
};
