import { isSafeUrl } from './validate';
import { useId, useState, type ChangeEvent } from 'react';
import { Box, Button, FormControl, FormHelperText, FormLabel, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import CloseIcon from '@mui/icons-material/Close';
import ImageIcon from '@mui/icons-material/Image';
import UploadIcon from '@mui/icons-material/Upload';
import { FieldTitle, InputHelperText, useInput, useResourceContext, useTranslate, type Validator } from 'react-admin';
import { uploadFile } from '../../providers/upload';
import { acceptOf, allowedTypesText, checkUpload, DEFAULT_FOLDER, FOLDER_PATTERN } from '../../base/fileRules';

const IMAGE_KINDS = ['image'] as const;
const ACCEPT = acceptOf(IMAGE_KINDS);
const SIZE = 72;

/** The name a stored URL ends with, for the preview's alternative text. */
const nameOf = (url: string) => {
    try {
        return decodeURIComponent(new URL(url, window.location.href).pathname.split('/').pop() || url);
    } catch {
        return url;
    }
};

/** A small picture of a URL; a broken-image sign when it does not load. */
const Preview = ({ url, alt }: { url?: string; alt: string }) => {
    const [failed, setFailed] = useState<string>();
    const frame = {
        width: SIZE,
        height: SIZE,
        flexShrink: 0,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
    } as const;
    // Only an http(s) address or a site path is shown as a picture (validate.ts): anything else as no picture.
    if (!isSafeUrl(url)) {
        return (
            <Box sx={frame}>
                <ImageIcon color="disabled" />
            </Box>
        );
    }
    return (
        <Box sx={frame}>
            {failed === url ? (
                <BrokenImageIcon color="disabled" titleAccess={alt} />
            ) : (
                <Box component="img" src={url} alt={alt} onError={() => setFailed(url)} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
            )}
        </Box>
    );
};

export interface ImageUploadInputProps {
    source: string;
    validate?: Validator | Validator[];
    disabled?: boolean;
    /** A list of images (the value is an array of URLs). */
    many?: boolean;
    /** The store's folder (default: the resource's name). */
    folder?: string;
    label?: string;
}

/**
 * An image field of a form: its value is the stored file's URL (a list of URLs with `many`). The picture is
 * uploaded through the one upload call (POST /files/upload, into the resource's folder) after the same type and
 * size check the store runs; a refusal shows at the field. The URL can also be pasted.
 */
export const ImageUploadInput = ({ source, validate, disabled, many, folder, label }: ImageUploadInputProps) => {
    const translate = useTranslate();
    const resource = useResourceContext();
    const { field, fieldState, id, isRequired } = useInput({ source, validate, disabled });
    const [uploading, setUploading] = useState(false);
    const [uploadError, setUploadError] = useState<string>();
    const pickerId = useId();
    const targetFolder = folder ?? (resource && FOLDER_PATTERN.test(resource) ? resource : DEFAULT_FOLDER);

    const urls: string[] = Array.isArray(field.value) ? field.value.filter(Boolean) : field.value ? [String(field.value)] : [];

    const upload = async (files: File[]) => {
        setUploadError(undefined);
        for (const file of files) {
            const refusal = checkUpload(file, IMAGE_KINDS);
            if (refusal) {
                setUploadError(translate(refusal.message, refusal.args));
                return;
            }
        }
        setUploading(true);
        const added: string[] = [];
        try {
            for (const file of files) added.push((await uploadFile(file, targetFolder)).url);
        } catch (error) {
            const message = (error as Error).message;
            setUploadError(translate(message, { _: message }));
        } finally {
            setUploading(false);
            if (added.length > 0) {
                field.onChange(many ? [...urls, ...added] : added[0]);
                field.onBlur();
            }
        }
    };

    const onPick = (event: ChangeEvent<HTMLInputElement>) => {
        const files = [...(event.target.files ?? [])];
        // The same file may be picked again after a refusal.
        event.target.value = '';
        if (files.length > 0) void upload(many ? files : files.slice(0, 1));
    };

    const title = <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />;
    const invalid = !!uploadError || fieldState.invalid;
    const helper = uploadError ? (
        <span role="alert">{uploadError}</span>
    ) : (
        <InputHelperText error={fieldState.error?.message} helperText={translate('oms.upload.accepted', { allowed: allowedTypesText(IMAGE_KINDS) })} />
    );
    const pickButton = (text: string) => (
        <Button component="label" htmlFor={pickerId} size="small" variant="outlined" startIcon={many ? <AddPhotoAlternateIcon /> : <UploadIcon />} disabled={disabled || uploading} loading={uploading} loadingPosition="start">
            {text}
            <input id={pickerId} type="file" hidden accept={ACCEPT} multiple={many} disabled={disabled || uploading} onChange={onPick} />
        </Button>
    );

    if (many) {
        return (
            <FormControl fullWidth error={invalid} margin="dense" className={`ra-input ra-input-${source}`}>
                <FormLabel id={`${id}-label`}>{title}</FormLabel>
                {/* A list only once it holds pictures: an empty role="list" breaks ARIA's required children (axe). */}
                <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ flexWrap: 'wrap', my: 1 }}
                    {...(urls.length > 0 ? { role: 'list', 'aria-labelledby': `${id}-label` } : {})}
                >
                    {urls.length === 0 && <FormHelperText sx={{ m: 0 }}>{translate('oms.upload.image.none')}</FormHelperText>}
                    {urls.map((url, index) => (
                        <Box key={`${url}-${index}`} role="listitem" sx={{ position: 'relative' }} title={url}>
                            <Preview url={url} alt={translate('oms.upload.preview_of', { name: nameOf(url) })} />
                            {!disabled && (
                                <IconButton
                                    size="small"
                                    aria-label={translate('oms.upload.image.remove')}
                                    onClick={() => field.onChange(urls.filter((_, at) => at !== index))}
                                    sx={{ position: 'absolute', top: -8, right: -8, bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}
                                >
                                    <CloseIcon fontSize="inherit" />
                                </IconButton>
                            )}
                        </Box>
                    ))}
                </Stack>
                <Box>{pickButton(translate('oms.upload.image.add'))}</Box>
                <FormHelperText>{helper}</FormHelperText>
            </FormControl>
        );
    }

    const url = urls[0];
    return (
        <Stack direction="row" spacing={2} alignItems="flex-start" className={`ra-input ra-input-${source}`} sx={{ width: '100%', my: 1 }}>
            <Preview url={url} alt={url ? translate('oms.upload.preview_of', { name: nameOf(url) }) : translate('oms.upload.image.none')} />
            <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                <TextField
                    id={id}
                    name={field.name}
                    inputRef={field.ref}
                    value={url ?? ''}
                    onChange={event => {
                        setUploadError(undefined);
                        field.onChange(event.target.value.trim() === '' ? null : event.target.value);
                    }}
                    onBlur={field.onBlur}
                    label={title}
                    placeholder="https://"
                    disabled={disabled}
                    error={invalid}
                    helperText={helper}
                    fullWidth
                    size="small"
                />
                <Stack direction="row" spacing={1}>
                    {pickButton(translate(url ? 'oms.upload.image.replace' : 'oms.upload.image.upload'))}
                    {url && !disabled && (
                        <Tooltip title={translate('oms.upload.image.remove')}>
                            <IconButton size="small" aria-label={translate('oms.upload.image.remove')} onClick={() => field.onChange(null)}>
                                <CloseIcon fontSize="small" />
                            </IconButton>
                        </Tooltip>
                    )}
                </Stack>
            </Stack>
        </Stack>
    );
};
