/**
 * The browser mock's worker draws the 105,000 orders in slices while the app starts (drawOrdersInBackground); a call
 * that needs them before the draw is done finishes it at once. Either way the rows are those of a draw at once.
 */
import { createHash } from 'node:crypto';
import { expect, it, vi } from 'vitest';
import type { ListQuery } from '../../mock-server/db/collection';

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** A store module of its own (the drawn orders are kept per module), with the kit's descriptions and fakers loaded. */
const freshStore = async () => {
    vi.resetModules();
    const [store, kit, samples] = await Promise.all([
        import('../../mock-server/db/store'),
        import('../../mock-server/db/kit'),
        import('../../mock-server/db/kit/samples'),
    ]);
    await Promise.all([kit.loadKitCollections(), samples.loadFakers()]);
    return store;
};

it('draws the same 107,625 orders ahead, in slices, as at once, and a call mid-draw gets them all', async () => {
    const atOnce = await freshStore();
    const expected = hash(atOnce.db.collections.get('orders')!.all());

    const ahead = await freshStore();
    let pauses = 0;
    let countMidDraw: number | undefined;
    await ahead.drawOrdersInBackground(async () => {
        pauses += 1;
        // Two slices in, a call needs the orders: it takes the rows drawn so far and draws the rest.
        if (pauses === 2) countMidDraw = ahead.db.collections.get('orders')!.count();
    });
    expect(pauses).toBe(2);
    // 105,000 of the eight sites that take turns, and tr's smaller share: 2,500 live and 125 test orders.
    expect(countMidDraw).toBe(107_625);
    expect(hash(ahead.db.collections.get('orders')!.all())).toBe(expected);
}, 60_000);

it('answers the order list in time order before the orders are drawn, exactly as the whole collection does', async () => {
    const store = await freshStore();
    const queries: ListQuery[] = [
        { filter: { siteCode: 'in', dataType: 0 }, sort: ['orderTime', 'DESC'], range: [0, 49] },
        { filter: { siteCode: 'in', dataType: 0 }, sort: ['orderTime', 'DESC'], range: [50, 99] },
        { filter: { siteCode: 'cn', dataType: '0' }, sort: ['orderTime', 'ASC'], range: [0, 24] },
        { filter: { siteCode: 'eu', dataType: 1 }, sort: ['orderTime', 'DESC'], range: [600, 649] },
        { filter: { siteCode: 'uk', dataType: 0 }, range: [10, 19] },
        // tr's orders come after the others' ids.
        { filter: { siteCode: 'tr', dataType: 1 }, sort: ['orderTime', 'DESC'], range: [100, 149] },
    ];
    const ahead = queries.map(query => store.listAhead('orders', query));
    // Any other list is the collection's to answer.
    expect(store.listAhead('orders', { filter: { siteCode: 'in', dataType: 0, orderStatus: 'paid' }, sort: ['orderTime', 'DESC'], range: [0, 49] })).toBeUndefined();
    expect(store.listAhead('orders', { filter: { siteCode: 'in', dataType: 0 }, sort: ['orderAmount', 'DESC'], range: [0, 49] })).toBeUndefined();
    expect(store.db.collections.has('orders')).toBe(false);

    const orders = store.db.collections.get('orders')!;
    queries.forEach((query, index) => {
        const whole = orders.list(query);
        expect(ahead[index]).toEqual(whole);
    });
    expect(ahead[0]!.total).toBe(12_500);
    expect(ahead[3]).toMatchObject({ total: 625, start: 600, end: 624 });
    expect(ahead[3]!.rows).toHaveLength(25);
    expect(ahead[5]).toMatchObject({ total: 125, start: 100, end: 124 });
    // Once the collection is made, it answers.
    expect(store.listAhead('orders', queries[0])).toBeUndefined();
}, 60_000);
