/**
 * The mock backend keeps the ranking lists as their one validator says (the form's: tests/resources/activities/
 * rankingRules.test.ts): a request that skips the form is refused with the same text, every entry of the list is
 * checked, and each entry's heat, popularity and reviews are computed from the SPU's seeded activity by the spec's
 * formulas.
 */
import { describe, expect, it } from 'vitest';
import { spuActivityOf } from '../../../resources/ranking-lists/spuActivity';
import { kitClient, type KitClient, type KitRow } from '../../support/kitRest';

const VALUES_TEXT = 'Values are numbers in 0 to 999999';
const RANKING_TEXT = 'Estimated ranking is lower than 10 and cannot be saved';
const PICTURE = 'https://cdn.example.com/ranking/header.png';

/** The site's SPUs that have a SKU, ordered by 7-day sales (the Best Seller measure), most first. */
const spusBySales = async (client: KitClient) => {
    const skus = await client.all('skus');
    const spus = (await client.all('spu')).filter(spu => skus.some(sku => sku.spuId === spu.id));
    return {
        ordered: spus.toSorted((a, b) => spuActivityOf(b.id).sales7d - spuActivityOf(a.id).sales7d),
        skuOf: (spu: KitRow) => skus.find(sku => sku.spuId === spu.id)!,
    };
};

const entryOf = (spu: KitRow, sku: KitRow, values: Record<string, unknown> = {}) => ({
    spuId: spu.id,
    defaultSkuId: sku.id,
    salesPrice: 14999,
    originalPrice: 17999,
    virtualHeat: 0,
    virtualPopularity: 0,
    virtualReviews: 0,
    rankingStatus: 'displaying',
    label: 'Hot',
    ...values,
});

const listOf = (entries: unknown[], values: Record<string, unknown> = {}) => ({
    type: 'best_seller',
    listTitle: 'Best sellers of the week',
    pageTitle: 'Rankings',
    productDetailsTitle: 'On the charts',
    icons: [PICTURE],
    headerImageMobile: PICTURE,
    headerImagePc: PICTURE,
    backgroundColour: '#FFF4E5',
    titleColour: '#1A1A1A',
    sort: 1,
    displayStatus: 'displaying',
    entries,
    ...values,
});

describe('ranking lists through the REST contract', () => {
    it('computes heat, popularity and reviews of every entry by the formulas, from the SPU seeded activity', async () => {
        const client = await kitClient();
        const { ordered, skuOf } = await spusBySales(client);
        const [top, second] = ordered;
        const created = await client.create(
            'ranking-lists',
            listOf([entryOf(top, skuOf(top), { virtualHeat: 250, virtualPopularity: 40, virtualReviews: 7 }), entryOf(second, skuOf(second), { virtualHeat: '12' })]),
        );
        expect(created.status).toBe(201);
        const [first, next] = created.body.entries as Record<string, number>[];
        const activity = spuActivityOf(top.id);
        expect(first).toMatchObject({
            realHeat: activity.sales7d * 100,
            heat: activity.sales7d * 100 + 250,
            realPopularity: activity.views7d,
            popularity: activity.views7d + 40,
            realReviews: activity.reviews30d,
            reviews: activity.reviews30d + 7,
        });
        expect(next.heat).toBe(spuActivityOf(second.id).sales7d * 100 + 12);
        expect(created.body.entryCount).toBe(2);
        // Whatever a caller claims as real values, the server's own stand.
        const claimed = await client.update('ranking-lists', created.body.id, { entries: [{ ...first, realHeat: 5, heat: 5 }] });
        expect((claimed.body.entries as Record<string, number>[])[0]).toMatchObject({ realHeat: activity.sales7d * 100, heat: activity.sales7d * 100 + 250 });
    });

    it.each([
        [{ virtualHeat: 1_000_000 }],
        [{ virtualPopularity: -1 }],
        [{ virtualReviews: 'many' }],
        [{ salesPrice: 1_000_000 }],
        [{ originalPrice: 2.5e6 }],
    ])('refuses an entry with %o: 400, %s', async values => {
        const client = await kitClient();
        const { ordered, skuOf } = await spusBySales(client);
        const before = (await client.all('ranking-lists')).length;
        const refused = await client.create('ranking-lists', listOf([entryOf(ordered[0], skuOf(ordered[0]), values)]));
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe(VALUES_TEXT);
        expect(Object.keys(refused.body.errors ?? {})).toEqual(['entries']);
        expect((await client.all('ranking-lists')).length).toBe(before);
    });

    it('refuses a displaying entry estimated below the 10th place until its virtual heat lifts it', async () => {
        const client = await kitClient();
        const { ordered, skuOf } = await spusBySales(client);
        const last = ordered.at(-1)!;
        const refused = await client.create('ranking-lists', listOf([entryOf(last, skuOf(last))]));
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe(RANKING_TEXT);
        // A hidden entry is not on show, so it is not ranked.
        const hidden = await client.create('ranking-lists', listOf([entryOf(last, skuOf(last), { rankingStatus: 'hidden' })]));
        expect(hidden.status).toBe(201);
        const lifted = await client.create('ranking-lists', listOf([entryOf(last, skuOf(last), { virtualHeat: 999_999 })]));
        expect(lifted.status).toBe(201);
    });

    it("refuses a default SKU of another SPU", async () => {
        const client = await kitClient();
        const { ordered, skuOf } = await spusBySales(client);
        const refused = await client.create('ranking-lists', listOf([entryOf(ordered[0], skuOf(ordered[1]))]));
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe('The default SKU must be a SKU of the entry\u2019s SPU');
    });

    it('checks every entry of the list on each save, not only the first', async () => {
        const client = await kitClient();
        const { ordered, skuOf } = await spusBySales(client);
        const good = entryOf(ordered[0], skuOf(ordered[0]));
        const created = await client.create('ranking-lists', listOf([good]));
        expect(created.status).toBe(201);
        const last = ordered.at(-1)!;
        const refused = await client.update('ranking-lists', created.body.id, { ...created.body, entries: [good, entryOf(last, skuOf(last))] });
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe(RANKING_TEXT);
        expect(((await client.get('ranking-lists', created.body.id)).body.entries as unknown[]).length).toBe(1);
    });

    it('lists each tab by its type and hides a list by its display status', async () => {
        const client = await kitClient();
        for (const type of ['best_seller', 'trending_now', 'top_picks']) {
            const rows = await client.all('ranking-lists', { type });
            expect(rows.length).toBeGreaterThan(0);
            expect(new Set(rows.map(row => row.type))).toEqual(new Set([type]));
        }
        const [shown] = await client.all('ranking-lists', { displayStatus: 'displaying' });
        const hidden = await client.update('ranking-lists', shown.id, { displayStatus: 'hidden' });
        expect(hidden.body.displayStatus).toBe('hidden');
        expect((await client.all('ranking-lists', { displayStatus: 'hidden' })).map(row => row.id)).toContain(shown.id);
    });

    it('seeds lists a save would accept, their entries computed by the formulas', async () => {
        const client = await kitClient();
        for (const list of await client.all('ranking-lists')) {
            const entries = list.entries as Record<string, number>[];
            expect(entries.length).toBeGreaterThan(0);
            for (const entry of entries) expect(entry.popularity).toBe(spuActivityOf(entry.spuId).views7d + entry.virtualPopularity);
            const resaved = await client.update('ranking-lists', list.id, list);
            expect(resaved.status, `list ${list.id}`).toBe(200);
        }
    });
});
