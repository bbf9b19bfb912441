import { lazy, Suspense, type ReactElement } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
    AutocompleteArrayInput,
    AutocompleteInput,
    BooleanField,
    BooleanInput,
    DateInput,
    DateTimeInput,
    FunctionField,
    ImageField,
    NumberField,
    NumberInput,
    ReferenceArrayInput,
    ReferenceField,
    ReferenceInput,
    SelectArrayInput,
    SelectInput,
    TextField,
    TextInput,
    UrlField,
    useGetRecordRepresentation,
    useRecordContext,
    useTranslate,
    type Validator,
} from 'react-admin';
import { SafeUrls } from './SafeUrls';
import { formatMoney, LocaleDateField, StatusChip } from '../../ui';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { resourceEntry } from './registry';
import { kitPaths } from './KitContext';
import { STATUS_COLOURS } from './statusColours';
import { ImageUploadInput } from './ImageUploadInput';
import type { FieldDescription, ReferencePicker } from './types';
import { choicePrefix, choicesOf } from './choices';
import { embeddedReference } from './embed';
import { EmbeddedReference } from './EmbeddedReference';

/** Stored HTML's cell brings the sanitiser (DOMPurify): loaded with the first list that shows rich text. */
const SafeHtmlField = lazy(() => import('./SafeHtml').then(module => ({ default: module.SafeHtmlField })));
/** The rich-text editor (tiptap) is heavy: it loads with the first form that has a rich-text field. */
const RichTextInput = lazy(() => import('ra-input-rich-text').then(module => ({ default: module.RichTextInput })));

/** The picker a referenced collection names for its records (ResourceEntry.picker), loaded once, on first use. */
const pickers = new Map<string, ReturnType<typeof lazy<ReferencePicker>>>();
const pickerOf = (reference: string) => {
    const load = resourceEntry(reference)?.picker;
    if (!load) return undefined;
    if (!pickers.has(reference)) pickers.set(reference, lazy(load));
    return pickers.get(reference);
};

type ReferenceLink = (record: { id: string | number }) => string | false;
const referenceLinks = new Map<string, ReferenceLink>();
/**
 * A link to the referenced record's own page at its spec path (react-admin's default would be `/{collection}/{id}`).
 * One function per referenced collection: react-admin works the path out again, a render later, whenever it is given
 * another function (each reference cell of a list, on each page turn).
 */
const referenceLink = (reference: string): ReferenceLink => {
    let link = referenceLinks.get(reference);
    if (!link) {
        link = record => {
            const entry = resourceEntry(reference);
            return entry ? (kitPaths(entry).record(record.id) ?? false) : false;
        };
        referenceLinks.set(reference, link);
    }
    return link;
};

/**
 * A reference read as the referenced record's name, linked to its page; a reference to a record that no longer
 * exists says so instead of showing nothing.
 */
/** The class of a reference's box in a list cell or on a record page. */
export const REFERENCE_CELL = 'KitReference-cell';

const KitReferenceField = ({ source, reference }: { source: string; reference: string }) => {
    const record = useRecordContext();
    const value = record?.[source];
    if (value === undefined || value === null || value === '') return null;
    const missing = (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            <MissingReference />
        </Typography>
    );
    // The record the server sent with the row (a list's default columns, resources/kit/embed.ts), else asked for.
    const embedded = embeddedReference(record, source);
    return (
        // One box from the first frame (react-admin draws a progress bar, not its own box, while the record loads): a
        // list keeps this box's size for the name to come (KitList's TABLE_SX).
        <span className={REFERENCE_CELL}>
            {embedded === null ? (
                missing
            ) : embedded ? (
                <EmbeddedReference source={source} reference={reference} record={embedded} link={referenceLink(reference)(embedded)}>
                    <ReferenceName reference={reference} />
                </EmbeddedReference>
            ) : (
                <ReferenceField source={source} reference={reference} link={referenceLink(reference)} empty={missing}>
                    <ReferenceName reference={reference} />
                </ReferenceField>
            )}
        </span>
    );
};

/** The referenced record's name (its representation), whole on hover where a list cuts it to one line (TABLE_SX). */
const ReferenceName = ({ reference }: { reference: string }) => {
    const name = String(useGetRecordRepresentation(reference)(useRecordContext()!) ?? '');
    return (
        <Typography component="span" variant="body2" title={name}>
            {name}
        </Typography>
    );
};

const MissingReference = () => <>{useTranslate()('resources.kit.missing_reference')}</>;

const EnumChip = ({ collection, field }: { collection: string; field: FieldDescription }) => {
    const record = useRecordContext();
    const value = record?.[field.source];
    if (value === undefined || value === null || value === '') return null;
    const chip = (item: unknown) => (
        <StatusChip key={String(item)} status={String(item)} labelKeyPrefix={choicePrefix(collection, field.source)} colours={STATUS_COLOURS} />
    );
    // One value is one chip: the row of chips only for a list of values (a list cell draws thousands of these).
    if (!Array.isArray(value)) return chip(value);
    return (
        <Stack direction="row" spacing={0.5} component="span">
            {value.map(chip)}
        </Stack>
    );
};

const Money = ({ source, currencySite }: { source: string; currencySite?: string }) => {
    const record = useRecordContext();
    const siteCode = useSessionUser()?.site?.siteCode;
    return <span>{formatMoney(record?.[source] as number | undefined, currencySite ?? siteCode)}</span>;
};

/** A picture named by its field's label (its `alt`: axe's image-alt; react-admin's ImageField reads `title` as a path, then as text). */
const ImageCell = ({ collection, source }: { collection: string; source: string }) => {
    const translate = useTranslate();
    return (
        <ImageField
            source={source}
            title={translate(`resources.${collection}.fields.${source}`)}
            sx={{ '& img': { maxWidth: 64, maxHeight: 64, objectFit: 'contain' } }}
        />
    );
};

/** How a field reads in a list cell or on a record page. */
export const fieldFor = (collection: string, field: FieldDescription): ReactElement => {
    const { source } = field;
    switch (field.type) {
        case 'number':
            return <NumberField source={source} />;
        case 'money':
            return <Money source={source} currencySite={field.currencySite} />;
        case 'percent':
            return <NumberField source={source} options={{ style: 'percent', maximumFractionDigits: 2 }} />;
        case 'date':
            return <LocaleDateField source={source} />;
        case 'datetime':
            return <LocaleDateField source={source} showTime />;
        case 'bool':
            return <BooleanField source={source} />;
        case 'enum':
            return <EnumChip collection={collection} field={field} />;
        case 'ref':
            return field.many ? (
                <FunctionField source={source} render={record => ((record[source] as unknown[]) ?? []).join(', ')} />
            ) : (
                <KitReferenceField source={source} reference={field.reference!} />
            );
        case 'image':
            // A list of pictures keeps react-admin's own reading (its `title` would become each picture's src).
            return (
                <SafeUrls source={source}>
                    {field.many ? (
                        <ImageField source={source} sx={{ '& img': { maxWidth: 64, maxHeight: 64, objectFit: 'contain' } }} />
                    ) : (
                        <ImageCell collection={collection} source={source} />
                    )}
                </SafeUrls>
            );
        case 'richtext':
            // Sanitised, with every address that is not http(s) or a site path taken out (sanitizeHtml.ts).
            return (
                <Suspense fallback={null}>
                    <SafeHtmlField source={source} />
                </Suspense>
            );
        case 'json':
            return <FunctionField source={source} render={record => JSON.stringify(record[source] ?? null)} />;
        case 'file':
            return (
                <SafeUrls source={source}>
                    <UrlField source={source} target="_blank" rel="noopener noreferrer" />
                </SafeUrls>
            );
        default:
            return field.link ? (
                <SafeUrls source={source}>
                    <UrlField source={source} target="_blank" rel="noopener noreferrer" />
                </SafeUrls>
            ) : (
                <TextField source={source} />
            );
    }
};

/** JSON fields are edited as text: shown pretty-printed, stored parsed (kept as typed while it does not parse). */
const formatJson = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2));
const parseJson = (text: string) => {
    try {
        return text.trim() === '' ? null : JSON.parse(text);
    } catch {
        return text;
    }
};

/** The form input of a field. `validate` carries the kit's field-level checks; record rules run on the whole form. */
export const inputFor = (collection: string, field: FieldDescription, validate?: Validator[]): ReactElement => {
    const common = { source: field.source, validate, disabled: field.readOnly, fullWidth: true };
    switch (field.type) {
        case 'number':
        case 'money':
        case 'percent':
            return <NumberInput {...common} min={field.min} max={field.max} />;
        case 'date':
            return <DateInput {...common} />;
        case 'datetime':
            return <DateTimeInput {...common} />;
        case 'bool':
            return <BooleanInput source={field.source} disabled={field.readOnly} />;
        case 'enum':
            return field.many ? (
                <SelectArrayInput {...common} choices={choicesOf(collection, field)} />
            ) : (
                <SelectInput {...common} choices={choicesOf(collection, field)} />
            );
        case 'ref':
            // A collection that names its own picker (an SPU: the one SPU selection dialog, spec section 5).
            if (!field.many && pickerOf(field.reference!)) {
                const Picker = pickerOf(field.reference!)!;
                return (
                    <Suspense fallback={null}>
                        <Picker source={field.source} validate={validate} disabled={field.readOnly} />
                    </Suspense>
                );
            }
            return field.many ? (
                <ReferenceArrayInput source={field.source} reference={field.reference!}>
                    <AutocompleteArrayInput validate={validate} fullWidth />
                </ReferenceArrayInput>
            ) : (
                <ReferenceInput source={field.source} reference={field.reference!}>
                    <AutocompleteInput validate={validate} fullWidth />
                </ReferenceInput>
            );
        case 'richtext':
            return (
                <Suspense fallback={null}>
                    <RichTextInput {...common} />
                </Suspense>
            );
        case 'image':
            // Every image field uploads through the one upload call and keeps the stored file's URL.
            return <ImageUploadInput source={field.source} validate={validate} disabled={field.readOnly} many={field.many} />;
        case 'json':
            return <TextInput {...common} multiline minRows={3} format={formatJson} parse={parseJson} />;
        default:
            return <TextInput {...common} />;
    }
};
