/**
 * A live-stream session's rules (resources/live-streams/rules.ts) with their exact English texts: the form and the
 * mock's writes run them; the SKU check runs on the server over the site's SKUs.
 */
import { describe, expect, it } from 'vitest';
import { englishText } from '../../../mock-server/db/kit/checkWrite';
import { validateRecord } from '../../../resources/kit/validate';
import * as live from '../../../resources/live-streams/index';

const VALID = {
    title: 'Nova 40 Pro launch live',
    anchor: 'Ananya Rao',
    platform: 'app',
    streamUrl: 'https://live.example/nova40',
    startTime: '2026-12-01T13:00:00.000Z',
    endTime: '2026-12-01T15:00:00.000Z',
    products: [{ skuId: 1, livePrice: 22999, stock: 200 }],
};
const SKUS = [
    { id: 1, skuId: 'SKU000001', sellingPrice: 24999 },
    { id: 2, skuId: 'SKU000002', sellingPrice: 9999 },
];
const texts = (change: Record<string, unknown>) => {
    // As the mock takes a write: computed fields first, then the rules, then the server's.
    const record = { ...VALID, ...change, ...live.derive({ ...VALID, ...change }) };
    const errors = { ...validateRecord(live.description, record, live.rules), ...live.serverRules!(record, name => (name === 'skus' ? SKUS : [])) };
    return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, englishText(error)]));
};

describe('live-stream session validator', () => {
    it('accepts the valid session, which starts not started', () => {
        expect(texts({})).toEqual({});
        expect(live.derive(VALID)).toEqual({ status: 'not_started' });
    });

    it.each([
        ['an end before the start', { endTime: '2026-12-01T12:00:00.000Z' }, 'endTime', 'The end time must be after the start time'],
        ['a session of 13 hours', { endTime: '2026-12-02T02:00:00.000Z' }, 'endTime', 'A session lasts at most 12 hours'],
        ['products that are not a list', { products: { skuId: 1 } }, 'products', 'Products are a list of {"skuId", "livePrice", "stock"}'],
        ['a live price of zero', { products: [{ skuId: 1, livePrice: 0, stock: 1 }] }, 'products', 'A live price must be above zero'],
        ['a stock of 2.5', { products: [{ skuId: 1, livePrice: 100, stock: 2.5 }] }, 'products', 'Stock is a whole number, at least 0'],
        ['a SKU twice', { products: [{ skuId: 1, livePrice: 100, stock: 1 }, { skuId: 1, livePrice: 90, stock: 1 }] }, 'products', 'A SKU is listed once'],
        ['a SKU of no record', { products: [{ skuId: 9, livePrice: 100, stock: 1 }] }, 'products', 'SKU 9 is not a SKU of this site'],
        ['a live price above the selling price', { products: [{ skuId: 2, livePrice: 10999, stock: 1 }] }, 'products', 'The live price of SKU000002 is above its selling price'],
    ])('refuses %s', (_what, change, field, text) => {
        expect(texts(change)).toEqual({ [field]: text });
    });

    it('moves only not started → live → ended (or a session called off before it starts)', () => {
        const targets = (from: string) => live.description.actions!.status!.transitions.filter(step => step.from.includes(from)).map(step => step.to);
        expect(targets('not_started')).toEqual(['live', 'ended']);
        expect(targets('live')).toEqual(['ended']);
        expect(targets('ended')).toEqual([]);
    });
});
