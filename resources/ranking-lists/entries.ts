import type { FieldDescription } from '../kit/types';

/**
 * One entry of a ranking list (spec section 3), kept in the list's `entries` (a JSON field of the description):
 * these descriptions give the entries editor its inputs. The real heat, popularity and reviews are the server's
 * (computed from the SPU's activity, rules.ts); the operator sets the virtual parts. Labels:
 * `resources.ranking-lists.fields.entries.{source}`.
 */
export const ENTRY_FIELDS: readonly FieldDescription[] = [
    { source: 'spuId', type: 'ref', reference: 'spu', required: true },
    { source: 'defaultSkuId', type: 'ref', reference: 'skus', required: true },
    { source: 'salesPrice', type: 'money', required: true },
    { source: 'originalPrice', type: 'money', required: true },
    { source: 'virtualHeat', type: 'number', required: true },
    { source: 'virtualPopularity', type: 'number', required: true },
    { source: 'virtualReviews', type: 'number', required: true },
    { source: 'rankingStatus', type: 'enum', choices: ['displaying', 'hidden'], required: true },
    { source: 'label', type: 'text', maxLength: 20 },
];

/** The values the operator types (spec: 'Values are numbers in 0 to 999999'). */
export const VALUE_FIELDS = ['salesPrice', 'originalPrice', 'virtualHeat', 'virtualPopularity', 'virtualReviews'] as const;

export interface RankingEntry {
    spuId?: string | number | null;
    defaultSkuId?: string | number | null;
    salesPrice?: unknown;
    originalPrice?: unknown;
    virtualHeat?: unknown;
    virtualPopularity?: unknown;
    virtualReviews?: unknown;
    rankingStatus?: string;
    label?: string;
    // Computed by the server (rules.ts, withRealValues).
    realHeat?: number;
    heat?: number;
    realPopularity?: number;
    popularity?: number;
    realReviews?: number;
    reviews?: number;
}

export const entriesOf = (record: Record<string, unknown>): RankingEntry[] =>
    Array.isArray(record.entries) ? (record.entries as RankingEntry[]).filter(entry => entry && typeof entry === 'object') : [];
