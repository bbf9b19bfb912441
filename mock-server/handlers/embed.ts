import { collectionDefinition, collectionReadCodes, db, type CollectionDefinition } from '../db/store';
import { kitCollection } from '../db/kit';
import { inScope, type Row } from '../db/collection';
import { BadRequest, MSG } from '../envelope';
import { authorize, isRefusal } from '../guard';
import { EMBEDDED_KEY, isEmbeddable, MAX_EMBEDS } from '../../resources/kit/embed';

/** The longest field name `embed` may carry (no description has one near it). */
const MAX_EMBED_NAME = 100;

/** A field a list call asked to have embedded, and the collection its reference names. */
export interface Embed {
    source: string;
    reference: string;
}

/**
 * The fields named by a list call's `embed` parameter (a JSON array of field names), checked: each a single
 * reference of the collection's description, at most MAX_EMBEDS of them; anything else answers 400.
 */
export const embedsOf = (definition: CollectionDefinition, params: URLSearchParams): Embed[] => {
    const raw = params.get('embed');
    if (raw === null) return [];
    let value: unknown;
    try {
        value = JSON.parse(raw);
    } catch {
        throw new BadRequest(MSG.badRequest('embed is not valid JSON'));
    }
    if (!Array.isArray(value) || value.some(name => typeof name !== 'string' || name.length === 0 || name.length > MAX_EMBED_NAME)) {
        throw new BadRequest(MSG.badRequest('embed must be a list of field names'));
    }
    if (value.length > MAX_EMBEDS) throw new BadRequest(MSG.badRequest(`embed names more than ${MAX_EMBEDS} fields`));
    const fields = kitCollection(definition.name)?.module.description.fields ?? [];
    return [...new Set(value as string[])].map(source => {
        const field = fields.find(candidate => candidate.source === source);
        if (!field || !isEmbeddable(field)) throw new BadRequest(MSG.badRequest(`embed: ${source} is not a reference to one record of ${definition.name}`));
        return { source, reference: field.reference! };
    });
};

/**
 * The rows with the records their `embeds` name, as the caller would read each one with `GET /{reference}/{id}`: only
 * from a collection the caller may read (else the field is left out, and the client asks for it itself), and only
 * within the caller's scope there (`scope(definition)`, its site and data type; else null, as that call's 404 would say).
 */
export const withEmbedded = (
    rows: readonly Row[],
    embeds: readonly Embed[],
    request: Request,
    scope: (definition: CollectionDefinition) => Record<string, unknown>,
): readonly Row[] => {
    if (embeds.length === 0 || rows.length === 0) return rows;
    const readable = embeds.flatMap(({ source, reference }) => {
        const table = db.collections.get(reference);
        const referenced = collectionDefinition(reference);
        if (!table || !referenced || isRefusal(authorize(request, collectionReadCodes(reference), 'rest'))) return [];
        let within: Record<string, unknown>;
        try {
            within = scope(referenced);
        } catch {
            // No site chosen for a site-bound reference: its own GET would be refused, so it is not embedded.
            return [];
        }
        const read = (id: unknown): Row | null => {
            const row = table.get(id as string | number);
            return inScope(row, within) ? row : null;
        };
        return [{ source, read }];
    });
    if (readable.length === 0) return rows;
    const named = (value: unknown) => value !== null && value !== undefined && value !== '';
    return rows.map(row => ({
        ...row,
        [EMBEDDED_KEY]: Object.fromEntries(readable.filter(({ source }) => named(row[source])).map(({ source, read }) => [source, read(row[source])])),
    }));
};
