import { RANKING_ESTIMATE_MIN, RANKING_VALUE_MAX, RANKING_VALUE_MIN } from '../../base/constants';
import type { FieldErrors } from '../kit/types';
import { entriesOf, VALUE_FIELDS, type RankingEntry } from './entries';
import { spuActivityOf } from './spuActivity';

/**
 * The ranking lists' one validator and their formulas (spec sections 3 and 5): the form runs `rankingListRules`,
 * the mock runs it and `rankingServerRules` on every write (HTTP 400 with the same text), the tests call both.
 * A save checks the whole list: every entry, not only the one just typed.
 */
export const VALUE_MIN = RANKING_VALUE_MIN;
export const VALUE_MAX = RANKING_VALUE_MAX;
/** An entry must be estimated within the top 10 of its list's measure to be saved. */
export const RANKING_LIMIT = RANKING_ESTIMATE_MIN;

export const LIST_TYPES = ['best_seller', 'trending_now', 'top_picks'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** What each tab ranks by: Best Seller by heat, Trending Now by popularity, Top Picks by reviews. */
export const MEASURE_OF: Readonly<Record<ListType, 'heat' | 'popularity' | 'reviews'>> = {
    best_seller: 'heat',
    trending_now: 'popularity',
    top_picks: 'reviews',
};

const COLOUR = /^#[0-9a-fA-F]{6}$/;

const isValue = (value: unknown) =>
    value !== null && value !== undefined && value !== '' && typeof value !== 'boolean' && Number.isFinite(Number(value)) && Number(value) >= VALUE_MIN && Number(value) <= VALUE_MAX;

const numberOf = (value: unknown) => (isValue(value) ? Number(value) : 0);

/**
 * The spec's formulas: heat = 7-day SPU sales × 100 + virtual heat, popularity = 7-day SPU views + virtual,
 * reviews = one-month review count + virtual.
 */
export const withRealValues = (entry: RankingEntry): RankingEntry => {
    const activity = spuActivityOf(entry.spuId);
    const realHeat = activity.sales7d * 100;
    const realPopularity = activity.views7d;
    const realReviews = activity.reviews30d;
    return {
        ...entry,
        realHeat,
        heat: realHeat + numberOf(entry.virtualHeat),
        realPopularity,
        popularity: realPopularity + numberOf(entry.virtualPopularity),
        realReviews,
        reviews: realReviews + numberOf(entry.virtualReviews),
    };
};

/** The server's part of a saved list: every entry's real values and totals, and the entry count for the list. */
export const deriveRankingList = (record: Record<string, unknown>) => {
    const entries = entriesOf(record).map(withRealValues);
    return { entries, entryCount: entries.length };
};

/**
 * An entry's estimated ranking: 1 + how many of the site's other SPUs already score higher on the list's measure
 * with their real figures alone (an SPU's own earlier entry does not compete with it).
 */
export const estimatedRankingOf = (entry: RankingEntry, type: ListType, siteSpuIds: readonly (string | number)[]): number => {
    const measure = MEASURE_OF[type];
    const score = withRealValues(entry)[measure] ?? 0;
    const ahead = siteSpuIds.filter(id => String(id) !== String(entry.spuId) && (withRealValues({ spuId: id })[measure] ?? 0) > score).length;
    return ahead + 1;
};

const at = (key: string): FieldErrors => ({ entries: `resources.ranking-lists.validation.${key}` });

/** Rules that need only the record: the values' range and the colours. */
export const rankingListRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    for (const source of ['backgroundColour', 'titleColour']) {
        const value = record[source];
        if (value !== undefined && value !== null && value !== '' && !COLOUR.test(String(value))) errors[source] = 'resources.ranking-lists.validation.colour';
    }
    if (entriesOf(record).some(entry => VALUE_FIELDS.some(source => !isValue(entry[source])))) Object.assign(errors, at('values_range'));
    return errors;
};

/**
 * Rules over the site's SPUs and SKUs: an entry's default SKU is one of its SPU's, and a displaying entry estimated
 * below the 10th place is refused.
 */
export const rankingServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const skus = rowsOf('skus');
    const skuOfSpu = (entry: RankingEntry) => skus.some(sku => String(sku.id) === String(entry.defaultSkuId) && String(sku.spuId) === String(entry.spuId));
    if (!entriesOf(record).every(skuOfSpu)) return at('sku_of_spu');
    const type = record.type as ListType;
    if (!LIST_TYPES.includes(type)) return {};
    const siteSpuIds = rowsOf('spu').map(row => row.id as string | number);
    const low = entriesOf(record).some(entry => entry.rankingStatus !== 'hidden' && estimatedRankingOf(entry, type, siteSpuIds) > RANKING_LIMIT);
    return low ? at('ranking_low') : {};
};
