import { useId, useState, type ChangeEvent } from 'react';
import { Button, Stack } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { TextInput, useInput, useTranslate, type Validator } from 'react-admin';
import { uploadFile } from '../../providers/upload';
import { acceptOf, allowedTypesText, checkUpload } from '../../base/fileRules';

const KINDS = ['document'] as const;
const ACCEPT = acceptOf(KINDS);
const FOLDER = 'model-documents';

/**
 * A document's PDF: uploaded through the one upload call (the store's document type and size limit, checked before
 * sending) into the documents' folder, its URL kept in the field; a link already stored elsewhere may be typed.
 */
export const PdfUploadInput = ({ source, validate }: { source: string; validate?: Validator[] }) => {
    const translate = useTranslate();
    const { field } = useInput({ source, validate });
    const [uploading, setUploading] = useState(false);
    const [refusal, setRefusal] = useState<string>();
    const pickerId = useId();
    const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        // The same file may be picked again after a refusal.
        event.target.value = '';
        if (!file) return;
        const refused = checkUpload(file, KINDS);
        if (refused) {
            setRefusal(translate(refused.message, refused.args));
            return;
        }
        setRefusal(undefined);
        setUploading(true);
        try {
            field.onChange((await uploadFile(file, FOLDER)).url);
            field.onBlur();
        } catch (error) {
            const message = (error as Error).message;
            setRefusal(translate(message, { _: message }));
        } finally {
            setUploading(false);
        }
    };
    return (
        <Stack direction="row" spacing={2} alignItems="flex-start" sx={{ width: '100%' }}>
            <TextInput source={source} validate={validate} fullWidth helperText={refusal ? <span role="alert">{refusal}</span> : translate('oms.upload.accepted', { allowed: allowedTypesText(KINDS) })} />
            <Button component="label" htmlFor={pickerId} size="small" variant="outlined" startIcon={<UploadIcon />} loading={uploading} loadingPosition="start" sx={{ mt: 1, flexShrink: 0 }}>
                {translate('oms.upload.button')}
                <input id={pickerId} type="file" hidden accept={ACCEPT} disabled={uploading} onChange={onPick} />
            </Button>
        </Stack>
    );
};
