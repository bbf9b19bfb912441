import type { Random } from '../random';
import type { Sample } from '../../../resources/kit/seed';
import type { SampleContext } from './domainSamples';
import { LIST_TYPES, MEASURE_OF, withRealValues, type ListType } from '../../../resources/ranking-lists/rules';

/**
 * Seed values of the ranking lists: the three tabs in turn, and entries that a save would accept (the site's
 * SPUs that lead the list's measure, each with one of its SKUs and that SKU's prices).
 */
const RANKING_SAMPLES = ['rankingListType', 'rankingEntries'] as const satisfies readonly Sample[];

export type RankingSample = (typeof RANKING_SAMPLES)[number];

export const isRankingSample = (sample: Sample): sample is RankingSample => (RANKING_SAMPLES as readonly string[]).includes(sample);

const LABELS = ['Hot', 'New', 'Top rated', ''];

export const rankingSample = (sample: RankingSample, random: Random, context: SampleContext): unknown => {
    if (sample === 'rankingListType') return LIST_TYPES[context.local % LIST_TYPES.length];
    const type = (LIST_TYPES.includes(context.row.type as ListType) ? context.row.type : 'best_seller') as ListType;
    const measure = MEASURE_OF[type];
    const skus = context.rowsOf('skus');
    const leaders = context
        .rowsOf('spu')
        .toSorted((a, b) => (withRealValues({ spuId: b.id })[measure] ?? 0) - (withRealValues({ spuId: a.id })[measure] ?? 0))
        .slice(0, random.int(3, 6))
        // Among the leaders of the whole site (so each is estimated in the top 10), those that have a SKU to show.
        .filter(spu => skus.some(sku => sku.spuId === spu.id));
    return leaders.map((spu, place) => {
        const sku = skus.find(row => row.spuId === spu.id)!;
        return withRealValues({
            spuId: spu.id,
            defaultSkuId: sku.id,
            salesPrice: Number(sku.sellingPrice ?? 0),
            originalPrice: Number(sku.mrp ?? sku.sellingPrice ?? 0),
            virtualHeat: random.int(0, 20) * 100,
            virtualPopularity: random.int(0, 500),
            virtualReviews: random.int(0, 50),
            rankingStatus: place < 5 ? 'displaying' : 'hidden',
            label: random.pick(LABELS),
        });
    });
};
