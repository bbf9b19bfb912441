import type { Faker } from '@faker-js/faker';
import { DAY_MS, SEED_NOW, type Random } from '../random';
import type { FieldDescription, ResourceDescription } from '../../../resources/kit/types';
import type { FieldSeed, ResourceSeed } from '../../../resources/kit/seed';
import type { Row } from '../collection';
import { placeholderImage, sampleValue } from './samples';

/** Typical prices of a phone in each site's currency, so money columns read like the market's. */
const PRICE_RANGE: Readonly<Record<string, [number, number]>> = {
    in: [6_999, 129_999],
    id: [1_500_000, 25_000_000],
    cn: [799, 9_999],
    eu: [129, 1_499],
    es: [129, 1_499],
    it: [129, 1_499],
    fr: [129, 1_499],
    uk: [119, 1_399],
    tr: [4_999, 89_999],
};

export interface GenerateContext {
    random: Random;
    faker: Faker;
    siteCode?: string;
    /** Ids of a referenced collection's rows (of the same site). */
    idsOf: (collection: string) => readonly (string | number)[];
    /** Prefix of generated codes (e.g. 'SPU'). */
    prefix: string;
    /** Rows of another collection (of the same site), for samples that point at a matching record. */
    rowsOf?: (collection: string) => readonly Row[];
}

const valueOf = (field: FieldDescription, seed: FieldSeed, index: number, context: GenerateContext, row: Row, local: number): unknown => {
    const { random, faker, siteCode, prefix } = context;
    if (seed.sample) {
        const value = sampleValue(seed.sample, random, faker, index, prefix, { siteCode, local, row, idsOf: context.idsOf, rowsOf: context.rowsOf ?? (() => []) });
        // A sequence number in a text field (a user id …) is text, as the field's type says.
        return field.type === 'text' && typeof value === 'number' ? String(value) : value;
    }
    if (seed.examples) return random.pick(seed.examples);
    switch (field.type) {
        case 'number':
            return random.int(field.min ?? 0, field.max ?? 500);
        case 'money': {
            const [low, high] = PRICE_RANGE[siteCode ?? 'in'] ?? PRICE_RANGE.in;
            const value = random.int(Math.max(low, field.min ?? low), Math.min(high, field.max ?? high));
            return value > 1000 ? Math.round(value / 100) * 100 - 1 : value;
        }
        case 'percent':
            return random.pick([0.05, 0.12, 0.18, 0.28]);
        case 'date':
            return random.date(SEED_NOW - 730 * DAY_MS, SEED_NOW).slice(0, 10);
        case 'datetime':
            return random.date(SEED_NOW - 365 * DAY_MS, SEED_NOW);
        case 'bool':
            return random.bool(0.6);
        case 'enum':
            // A list of values (tenures …): one to three of them, in the choices' order.
            if (field.many) {
                const picked = new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(field.choices!)));
                return field.choices!.filter(choice => picked.has(choice));
            }
            // The first value (usually the active one) is the most common.
            return random.bool(0.6) ? field.choices![0] : random.pick(field.choices!);
        case 'ref': {
            const ids = context.idsOf(field.reference!);
            if (ids.length === 0) return null;
            return field.many ? [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(ids)))] : random.pick(ids);
        }
        case 'image':
            return field.many ? [placeholderImage(`${prefix}${index + 1}`, index)] : placeholderImage(`${prefix}${index + 1}`, index);
        case 'richtext':
            return `<p>${faker.lorem.paragraph()}</p>`;
        case 'json':
            return {};
        case 'file':
            return `https://cdn.example.com/${prefix.toLowerCase()}/${index + 1}.pdf`;
        default:
            return faker.lorem.words({ min: 1, max: 3 });
    }
};

/**
 * `seed.count` rows of a described collection: every field a value of its type and domain (its seed's recipe or
 * examples where it names them), deterministic for a random seed. A tree (parentField) gets a first third of roots,
 * the rest children of earlier rows. `startId` continues numbering across sites.
 */
export const generateRows = (description: ResourceDescription, seed: ResourceSeed, startId: number, context: GenerateContext): Row[] => {
    const rows: Row[] = [];
    const count = seed.count;
    const seedOf = (field: FieldDescription): FieldSeed => seed.fields?.[field.source] ?? {};
    const roots = Math.max(1, Math.ceil(count / 3));
    for (let index = 0; index < count; index += 1) {
        const row: Row = { id: startId + index };
        for (const field of description.fields) {
            // A tree's parent is drawn below, among earlier rows, unless a sample places the record itself.
            if (field.source === description.parentField && !seedOf(field).sample) continue;
            row[field.source] = valueOf(field, seedOf(field), startId + index - 1, context, row, index);
        }
        const parentField = description.fields.find(field => field.source === description.parentField);
        if (parentField && !seedOf(parentField).sample) row[parentField.source] = index < roots ? null : rows[context.random.int(0, index - 1)].id;
        if (context.siteCode) row.siteCode = context.siteCode;
        rows.push(row);
    }
    return rows;
};
