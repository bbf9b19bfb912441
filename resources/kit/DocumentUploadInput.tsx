import { useId, useState, type ChangeEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { FieldTitle, InputHelperText, useInput, useResourceContext, useTranslate, type Validator } from 'react-admin';
import { uploadFile } from '../../providers/upload';
import { acceptOf, allowedTypesText, checkUpload, DEFAULT_FOLDER, FOLDER_PATTERN } from '../../base/fileRules';

const DOCUMENT_KINDS = ['document'] as const;
const ACCEPT = acceptOf(DOCUMENT_KINDS);

/**
 * A document field of a form (a manual's or a declaration's PDF): its value is the stored file's URL. The file is
 * uploaded through the one upload call (POST /files/upload, into the resource's folder) after the same type and size
 * check the store runs (base/fileRules.ts: PDF up to 10 MB); a refusal shows at the field. The URL can also be pasted.
 */
export const DocumentUploadInput = ({ source, validate, label }: { source: string; validate?: Validator | Validator[]; label?: string }) => {
    const translate = useTranslate();
    const resource = useResourceContext();
    const { field, fieldState, id, isRequired } = useInput({ source, validate });
    const [uploading, setUploading] = useState(false);
    const [uploadError, setUploadError] = useState<string>();
    const pickerId = useId();
    const folder = resource && FOLDER_PATTERN.test(resource) ? resource : DEFAULT_FOLDER;

    const upload = async (file: File) => {
        setUploadError(undefined);
        const refusal = checkUpload(file, DOCUMENT_KINDS);
        if (refusal) {
            setUploadError(translate(refusal.message, refusal.args));
            return;
        }
        setUploading(true);
        try {
            field.onChange((await uploadFile(file, folder)).url);
            field.onBlur();
        } catch (error) {
            const message = (error as Error).message;
            setUploadError(translate(message, { _: message }));
        } finally {
            setUploading(false);
        }
    };

    const onPick = (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        // The same file may be picked again after a refusal.
        event.target.value = '';
        if (file) void upload(file);
    };

    const helper = uploadError ? (
        <span role="alert">{uploadError}</span>
    ) : (
        <InputHelperText error={fieldState.error?.message} helperText={translate('oms.upload.accepted', { allowed: allowedTypesText(DOCUMENT_KINDS) })} />
    );
    return (
        <Stack direction="row" spacing={1} alignItems="flex-start" className={`ra-input ra-input-${source}`} sx={{ width: '100%', my: 1 }}>
            <TextField
                id={id}
                name={field.name}
                inputRef={field.ref}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={event => {
                    setUploadError(undefined);
                    field.onChange(event.target.value.trim() === '' ? null : event.target.value);
                }}
                onBlur={field.onBlur}
                label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
                placeholder="https://"
                error={!!uploadError || fieldState.invalid}
                helperText={helper}
                fullWidth
                size="small"
            />
            <Button component="label" htmlFor={pickerId} variant="outlined" startIcon={<UploadIcon />} disabled={uploading} loading={uploading} loadingPosition="start" sx={{ flexShrink: 0 }}>
                {translate('oms.upload.button')}
                <input id={pickerId} type="file" hidden accept={ACCEPT} disabled={uploading} onChange={onPick} />
            </Button>
        </Stack>
    );
};
