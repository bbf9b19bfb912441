/**
 * The browser mock's worker draws the 105,000 orders in slices while the app starts (drawOrdersInBackground); a call
 * that needs them before the draw is done finishes it at once. Either way the rows are those of a draw at once.
 */
import { createHash } from 'node:crypto';
import { expect, it, vi } from 'vitest';

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

it('draws the same 105,000 orders ahead, in slices, as at once, and a call mid-draw gets them all', async () => {
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
    expect(countMidDraw).toBe(105_000);
    expect(hash(ahead.db.collections.get('orders')!.all())).toBe(expected);
}, 60_000);
