import type { FieldDescription, FieldErrors, RecordRule, ResourceDescription } from './types';
import { htmlUrls } from './safeHtml';

/**
 * The one validator of a resource: the description's own checks (types, required, numbers, bounds, lengths, enum
 * values, links) and then the resource's rules (rules.ts). The form, the mock backend (every write) and the import
 * all call it, so a rule holds the same way wherever a record comes from. What only a server can know (fields a
 * body may not name, fields it keeps itself, references to records that exist) is here too, as pure functions the
 * mock's write path runs.
 */
const isBlank = (value: unknown): boolean =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const NUMERIC = new Set(['number', 'money', 'percent']);

export const KIT_ERRORS = {
    /** The value is not of the field's type (an object where text belongs, a list where a number does). */
    type: 'resources.kit.validation.type',
    /** A link or picture that is not an http(s) address or a path of the site. */
    link: 'resources.kit.validation.link',
    /** Rich text holding a link or picture that is not an http(s) address or a path of the site. */
    htmlLink: 'resources.kit.validation.html_link',
    /** A field the description does not know. */
    unknown: 'resources.kit.validation.unknown_field',
    /** A reference to no record of the site. */
    reference: 'resources.kit.validation.reference',
} as const;

/**
 * Where a link may point: an http(s) address, or a path of the site (`/files/static/…`); never another scheme
 * (`javascript:`, `data:`), never a protocol-relative `//host`. The app renders no other value as a link or source.
 */
const SAFE_URL = /^(?:https?:\/\/[^\s/?#]+[^\s]*|\/(?![/\\])[^\s]*)$/i;
export const isSafeUrl = (value: unknown): value is string => typeof value === 'string' && SAFE_URL.test(value.trim());

/** The addresses stored HTML holds that are not http(s) or a site path (`javascript:`, `data:`, `//host`, `&#106;…`). */
export const unsafeHtmlUrls = (html: string): string[] => htmlUrls(html).filter(url => !isSafeUrl(url));

/** Fields whose values are links or picture sources. */
const isLinkField = (field: FieldDescription) => field.type === 'image' || field.type === 'file' || field.link === true;

const isText = (value: unknown) => typeof value === 'string';
const isNumberLike = (value: unknown) =>
    (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value.trim())));
const isTime = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value))) || (value instanceof Date && !Number.isNaN(value.getTime()));
const isId = (value: unknown) => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '');

/** What one value of each field type may be (a `many` field: a list of these). JSON fields take any JSON. */
const TYPE_OF: Readonly<Record<FieldDescription['type'], (value: unknown) => boolean>> = {
    text: isText,
    richtext: isText,
    image: isText,
    file: isText,
    number: isNumberLike,
    money: isNumberLike,
    percent: isNumberLike,
    date: isTime,
    datetime: isTime,
    bool: value => typeof value === 'boolean',
    enum: isText,
    ref: isId,
    json: () => true,
};

const hasFieldType = (field: FieldDescription, value: unknown): boolean => {
    if (field.type === 'json') return true;
    if (field.many) return Array.isArray(value) && value.every(TYPE_OF[field.type]);
    return !Array.isArray(value) && TYPE_OF[field.type](value);
};

const fieldError = (field: FieldDescription, value: unknown): FieldErrors[string] | undefined => {
    if (field.readOnly || field.formHidden) return undefined;
    if (isBlank(value)) return field.required ? 'ra.validation.required' : undefined;
    // Text where a number belongs is "must be a number"; a list or an object anywhere it does not belong is of no kind the field has.
    if (!hasFieldType(field, value)) return NUMERIC.has(field.type) && !field.many && typeof value !== 'object' ? 'ra.validation.number' : KIT_ERRORS.type;
    if (NUMERIC.has(field.type)) {
        const number = typeof value === 'number' ? value : Number(String(value).trim());
        if (field.min !== undefined && number < field.min) return { message: 'ra.validation.minValue', args: { min: field.min } };
        if (field.max !== undefined && number > field.max) return { message: 'ra.validation.maxValue', args: { max: field.max } };
    }
    if (field.type === 'enum' && field.choices && !(field.many ? (value as unknown[]) : [value]).every(item => field.choices!.includes(String(item)))) {
        return { message: 'ra.validation.oneOf', args: { options: field.choices.join(', ') } };
    }
    if (isLinkField(field) && !(field.many ? (value as unknown[]) : [value]).every(isSafeUrl)) return KIT_ERRORS.link;
    if (field.type === 'richtext') {
        const unsafe = unsafeHtmlUrls(String(value));
        if (unsafe.length > 0) return { message: KIT_ERRORS.htmlLink, args: { url: unsafe[0].slice(0, 80) } };
    }
    if (field.maxLength !== undefined && String(value).length > field.maxLength) {
        return { message: 'ra.validation.maxLength', args: { max: field.maxLength } };
    }
    return undefined;
};

export const validateRecord = (description: ResourceDescription, record: Record<string, unknown>, rules?: RecordRule): FieldErrors => {
    const errors: FieldErrors = {};
    for (const field of description.fields) {
        const error = fieldError(field, record[field.source]);
        if (error) errors[field.source] = error;
    }
    // The resource's own rules speak for fields the generic checks passed (and only read well-typed values); of a
    // link its rules know more (a redirect's address is wrong for its type) than the generic "http(s) or a path".
    if (Object.values(errors).includes(KIT_ERRORS.type)) return errors;
    for (const [source, error] of Object.entries(rules?.(record) ?? {})) {
        if (errors[source] === undefined || errors[source] === KIT_ERRORS.link) errors[source] = error;
    }
    return errors;
};

/** A number typed into a form arrives as a string from an import or a plain client: the stored value is a number. */
export const normaliseRecord = (description: ResourceDescription, record: Record<string, unknown>): Record<string, unknown> => {
    const normalised = { ...record };
    for (const field of description.fields) {
        const value = normalised[field.source];
        if (NUMERIC.has(field.type) && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
            normalised[field.source] = Number(value);
        }
        if (field.type === 'bool' && typeof value === 'string') normalised[field.source] = value === 'true' || value === '1';
    }
    return normalised;
};

/** Keys a write may carry besides its description's fields: the id, and the scope the server sets anyway. */
const SCOPE_KEYS = ['id', 'siteCode', 'dataType'];

/** The body's keys the description does not know: each refused at its name. */
export const unknownFieldErrors = (description: ResourceDescription, body: Record<string, unknown>): FieldErrors => {
    const known = new Set([...SCOPE_KEYS, ...description.fields.map(field => field.source)]);
    return Object.fromEntries(Object.keys(body).filter(key => !known.has(key)).map(key => [key, KIT_ERRORS.unknown]));
};

/**
 * Fields the server keeps, whatever a body says: when a record was made and by whom (kept from the stored record on
 * an update), when it last changed and by whom (every write). Only the fields a description has are set.
 */
const SERVER_KEPT: Readonly<Record<string, 'createdAt' | 'createdBy' | 'changedAt' | 'changedBy'>> = {
    createTime: 'createdAt',
    creator: 'createdBy',
    updateTime: 'changedAt',
    lastOperator: 'changedBy',
    lastEditor: 'changedBy',
};

export const serverKeptValues = (
    description: ResourceDescription,
    { now, by, stored }: { now: string; by: string; stored?: Record<string, unknown> },
): Record<string, unknown> => {
    const made = { createdAt: stored ? stored.createTime : now, createdBy: stored ? stored.creator : by, changedAt: now, changedBy: by };
    return Object.fromEntries(
        description.fields.filter(field => field.source in SERVER_KEPT).map(field => [field.source, made[SERVER_KEPT[field.source]] ?? null]),
    );
};

/**
 * References to records that do not exist where the write is made: `exists` says whether a referenced collection
 * holds the id in the write's scope (its site's rows, for a collection kept per site). A look-up, not a list: a
 * reference to an order is checked among 100,000 of them.
 */
export const referenceErrors = (
    description: ResourceDescription,
    record: Record<string, unknown>,
    exists: (collection: string, id: unknown) => boolean,
): FieldErrors => {
    const errors: FieldErrors = {};
    for (const field of description.fields) {
        const value = record[field.source];
        const reference = field.reference;
        if (field.type !== 'ref' || !reference || isBlank(value)) continue;
        if (!(Array.isArray(value) ? value : [value]).every(item => exists(reference, item))) errors[field.source] = KIT_ERRORS.reference;
    }
    return errors;
};
