import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import PreviewIcon from '@mui/icons-material/Preview';
import { useTranslate } from 'react-admin';
import { HtmlPreviewFrame } from './SafeHtml';

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
            <Dialog open={shown !== undefined} onClose={() => setShown(undefined)} fullWidth maxWidth="md" onClick={event => event.stopPropagation()}>
                {shown && (
                    <>
                        <DialogTitle>{translate('resources.kit.preview.frame', { title: shown.title })}</DialogTitle>
                        <DialogContent>
                            <HtmlPreviewFrame html={shown.html} title={shown.title} />
                        </DialogContent>
                        <DialogActions>
                            <Button onClick={() => setShown(undefined)}>{translate('resources.kit.preview.close')}</Button>
                        </DialogActions>
                    </>
                )}
            </Dialog>
        </>
    );
};
