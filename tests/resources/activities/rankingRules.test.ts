/**
 * The ranking lists' one validator (resources/ranking-lists/rules.ts), with the exact texts a user reads in English
 * and Chinese: the form runs it, the mock runs it on every write (tests/mock-server/activities/ranking.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { englishText } from '../../../mock-server/db/kit/checkWrite';
import { completeZhMessages } from '../../../resources/completeTexts.zh';
import { validateRecord } from '../../../resources/kit/validate';
import type { FieldErrors } from '../../../resources/kit/types';
import * as ranking from '../../../resources/ranking-lists/index';
import { estimatedRankingOf, rankingServerRules, withRealValues } from '../../../resources/ranking-lists/rules';
import { spuActivityOf } from '../../../resources/ranking-lists/spuActivity';

const textsOf = (record: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(validateRecord(ranking.description, record, ranking.rules) as FieldErrors).map(([field, error]) => [field, englishText(error)]));

const zhOf = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], completeZhMessages);

const PICTURE = 'https://cdn.example.com/ranking/header.png';
const ENTRY = { spuId: 1, defaultSkuId: 1, salesPrice: 14999, originalPrice: 17999, virtualHeat: 0, virtualPopularity: 0, virtualReviews: 0, rankingStatus: 'displaying' };
const LIST = {
    type: 'trending_now',
    listTitle: 'Trending phones',
    pageTitle: 'Rankings',
    productDetailsTitle: 'On the charts',
    headerImageMobile: PICTURE,
    headerImagePc: PICTURE,
    backgroundColour: '#E8F1FF',
    titleColour: '#0B57D0',
    sort: 2,
    displayStatus: 'displaying',
    entries: [ENTRY],
};

describe('ranking list validator', () => {
    it('accepts a list whose every value is in 0 to 999999, both ends included', () => {
        expect(textsOf(LIST)).toEqual({});
        expect(textsOf({ ...LIST, entries: [{ ...ENTRY, virtualHeat: 999_999, virtualReviews: '0' }] })).toEqual({});
    });

    it.each([
        ['virtualHeat', 1_000_000],
        ['virtualHeat', -1],
        ['virtualPopularity', 'lots'],
        ['virtualReviews', ''],
        ['salesPrice', 1e7],
        ['originalPrice', true],
    ])('refuses %s = %o with the spec text', (source, value) => {
        expect(textsOf({ ...LIST, entries: [{ ...ENTRY, [source]: value }] })).toEqual({ entries: 'Values are numbers in 0 to 999999' });
    });

    it('checks every entry of the list, not only the first', () => {
        expect(textsOf({ ...LIST, entries: [ENTRY, ENTRY, { ...ENTRY, virtualPopularity: 1_000_001 }] })).toEqual({
            entries: 'Values are numbers in 0 to 999999',
        });
    });

    it('refuses colours not written #RRGGBB and lists without their configuration', () => {
        expect(textsOf({ ...LIST, titleColour: 'blue' })).toEqual({ titleColour: 'A colour is written #RRGGBB (for example #FF6900)' });
        expect(Object.keys(textsOf({ type: 'top_picks' })).sort()).toEqual(
            ['backgroundColour', 'displayStatus', 'entries', 'headerImageMobile', 'headerImagePc', 'listTitle', 'pageTitle', 'productDetailsTitle', 'sort', 'titleColour'],
        );
    });

    it('says both rule texts in Chinese too', () => {
        expect(zhOf('resources.ranking-lists.validation.values_range')).toBe('数值须为 0 到 999999 之间的数字');
        expect(zhOf('resources.ranking-lists.validation.ranking_low')).toBe('预估排名低于10，无法保存');
    });
});

describe('estimated ranking and the formulas', () => {
    // Twenty SPUs: each one's 7-day sales, views and monthly reviews are seeded from its id.
    const spus = Array.from({ length: 20 }, (_, index) => index + 1);
    const bySales = spus.toSorted((a, b) => spuActivityOf(b).sales7d - spuActivityOf(a).sales7d);

    it('computes heat = 7-day sales × 100 + virtual, popularity = 7-day views + virtual, reviews = monthly reviews + virtual', () => {
        const activity = spuActivityOf(7);
        expect(withRealValues({ spuId: 7, virtualHeat: 30, virtualPopularity: '5', virtualReviews: 2 })).toMatchObject({
            heat: activity.sales7d * 100 + 30,
            popularity: activity.views7d + 5,
            reviews: activity.reviews30d + 2,
        });
    });

    it('ranks an entry 1 + the SPUs scoring higher on its tab measure; the 11th place is refused', () => {
        expect(estimatedRankingOf({ spuId: bySales[0] }, 'best_seller', spus)).toBe(1);
        expect(estimatedRankingOf({ spuId: bySales[9] }, 'best_seller', spus)).toBe(10);
        expect(estimatedRankingOf({ spuId: bySales[10] }, 'best_seller', spus)).toBe(11);
        // Each SPU with one SKU of the same id.
        const rowsOf = (collection: string) => spus.map(id => (collection === 'skus' ? { id, spuId: id } : { id }));
        const tenth = { ...ENTRY, spuId: bySales[9], defaultSkuId: bySales[9] };
        const eleventh = { ...ENTRY, spuId: bySales[10], defaultSkuId: bySales[10] };
        expect(rankingServerRules({ type: 'best_seller', entries: [tenth] }, rowsOf)).toEqual({});
        expect(englishText(rankingServerRules({ type: 'best_seller', entries: [tenth, eleventh] }, rowsOf).entries)).toBe(
            'Estimated ranking is lower than 10 and cannot be saved',
        );
        // Lifted by its virtual heat above the 10th SPU's real heat, it is in the top 10.
        const lift = spuActivityOf(bySales[9]).sales7d * 100 - spuActivityOf(bySales[10]).sales7d * 100 + 1;
        expect(rankingServerRules({ type: 'best_seller', entries: [{ ...eleventh, virtualHeat: lift }] }, rowsOf)).toEqual({});
        expect(rankingServerRules({ type: 'best_seller', entries: [{ ...eleventh, rankingStatus: 'hidden' }] }, rowsOf)).toEqual({});
    });

    it("refuses a default SKU that is not one of the entry's SPU's", () => {
        const rowsOf = (collection: string) => (collection === 'skus' ? [{ id: 5, spuId: 1 }] : [{ id: 1 }, { id: 2 }]);
        const texts = (defaultSkuId: number, spuId: number) =>
            Object.values(rankingServerRules({ type: 'best_seller', entries: [{ ...ENTRY, spuId, defaultSkuId }] }, rowsOf)).map(englishText);
        expect(texts(5, 2)).toEqual(['The default SKU must be a SKU of the entry\u2019s SPU']);
        expect(texts(6, 1)).toEqual(['The default SKU must be a SKU of the entry\u2019s SPU']);
        expect(texts(5, 1)).toEqual([]);
    });

    it('ranks Trending Now by popularity and Top Picks by reviews', () => {
        const byViews = spus.toSorted((a, b) => spuActivityOf(b).views7d - spuActivityOf(a).views7d);
        const byReviews = spus.toSorted((a, b) => spuActivityOf(b).reviews30d - spuActivityOf(a).reviews30d);
        expect(estimatedRankingOf({ spuId: byViews[0] }, 'trending_now', spus)).toBe(1);
        expect(estimatedRankingOf({ spuId: byViews[19] }, 'trending_now', spus)).toBe(20);
        expect(estimatedRankingOf({ spuId: byReviews[0] }, 'top_picks', spus)).toBe(1);
    });
});
