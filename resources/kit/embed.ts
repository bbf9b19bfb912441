import type { RaRecord } from 'react-admin';
import type { FieldDescription, ResourceDescription } from './types';

/**
 * A list may ask the server to send, with each row, the records its references name (`GET /{collection}?embed=[…]`,
 * ra-data-simple-rest's `meta.embed`): the row's cell then draws the referenced record's name at once, with no second
 * call and no query of its own per cell. The server puts them under this key of the row, by field: the record, or
 * null where the row names a record the caller may not see or that does not exist. A field the server did not embed
 * (the caller may not read the referenced collection) is absent, and the cell asks for its record as usual.
 */
export const EMBEDDED_KEY = '_embedded';

/** At most this many fields embedded in one call (the server refuses more). */
export const MAX_EMBEDS = 10;

/** A field whose referenced record may be embedded: a reference to one record. */
export const isEmbeddable = (field: FieldDescription): boolean => field.type === 'ref' && !field.many && !!field.reference;

/** What a kit list asks to have embedded: the references among its columns shown by default. */
export const listEmbeds = (description: ResourceDescription): string[] =>
    description.fields.filter(field => field.column === 'default' && isEmbeddable(field)).map(field => field.source);

/** The list's `meta` for react-admin's getList: its embeds, or none (undefined, as react-admin's own default). */
export const listMeta = (description: ResourceDescription): { embed: string[] } | undefined => {
    const embed = listEmbeds(description);
    return embed.length > 0 ? { embed } : undefined;
};

/**
 * The referenced record the server embedded in a row for `source`: the record, null (none the caller may see), or
 * undefined (not embedded).
 */
export const embeddedReference = (record: RaRecord | undefined, source: string): RaRecord | null | undefined =>
    (record?.[EMBEDDED_KEY] as Record<string, RaRecord | null> | undefined)?.[source];
