/**
 * Risk-order monitoring through the mock's REST contract: a request that skips the form is refused with the
 * validator's texts (tests/resources/activities/riskOrderRules.test.ts checks the same rules as the form runs them),
 * and a SKU is in one activity at a time.
 */
import { describe, expect, it } from 'vitest';
import { kitClient, type KitClient } from '../../support/kitRest';

const COLLECTION = 'risk-order-activities';
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Two SKUs of the site that no running or coming activity holds, and their SPUs. */
const freeSkus = async (client: KitClient) => {
    const activities = await client.all(COLLECTION);
    const held = new Set(activities.filter(row => row.status !== 'ended').flatMap(row => (row.skuIds as number[]).map(String)));
    const skus = (await client.all('skus')).filter(sku => !held.has(String(sku.id)));
    return skus.slice(0, 2);
};

const valid = async (client: KitClient) => {
    const skus = await freeSkus(client);
    return {
        activityName: 'Festive resale watch',
        startTime: at(1),
        endTime: at(10),
        spuIds: [...new Set(skus.map(sku => sku.spuId))],
        skuIds: skus.map(sku => sku.id),
        sellingPrice: 19999,
        discounts: 1000,
        lowestPrice: 18999,
        emiPlanInterest: 13.5,
    };
};

describe('risk-order monitoring refuses what its validator refuses', () => {
    it.each([
        [{ activityName: '' }, 'activityName', 'Required'],
        [{ activityName: 'x'.repeat(251) }, 'activityName', 'Must be 250 characters or less'],
        [{ startTime: null }, 'startTime', 'Required'],
        [{ endTime: '' }, 'endTime', 'Required'],
        [{ spuIds: [] }, 'spuIds', 'Required'],
        [{ skuIds: [] }, 'skuIds', 'Required'],
        [{ sellingPrice: 0 }, 'sellingPrice', 'Selling price needs to be a positive number'],
        [{ discounts: -5 }, 'discounts', 'Discounts needs to be a positive number'],
        [{ lowestPrice: '-1' }, 'lowestPrice', 'Lowest price needs to be a positive number'],
        [{ emiPlanInterest: null }, 'emiPlanInterest', 'Required'],
        [{ emiPlanInterest: 0 }, 'emiPlanInterest', 'EMI plan interest needs to be a positive number'],
        [{ emiPlanInterest: 12.345 }, 'emiPlanInterest', 'EMI plan interest can have at most 2 decimals'],
        [{ emiPlanInterest: 100.01 }, 'emiPlanInterest', 'EMI plan interest cannot be above 100'],
        [{ endTime: '2020-01-01T00:00:00.000Z' }, 'endTime', 'The end time must be after the start time'],
        [{ status: 'paused' }, 'status', 'The status changes only through the pause, restart and end actions'],
    ])('%j → %s: %s', async (change, field, text) => {
        const client = await kitClient();
        const result = await client.create(COLLECTION, { ...(await valid(client)), ...change });
        expect(result.status).toBe(400);
        expect(result.body.msg).toBe(text);
        expect(result.body.errors?.[field]).toBeDefined();
    });

    it("refuses a SKU twice in one activity: 'Sorry, the SKU has been added'", async () => {
        const client = await kitClient();
        const values = await valid(client);
        const result = await client.create(COLLECTION, { ...values, skuIds: [values.skuIds[0], values.skuIds[1], values.skuIds[0]] });
        expect(result.status).toBe(400);
        expect(result.body.msg).toBe('Sorry, the SKU has been added');
        expect(Object.keys(result.body.errors ?? {})).toEqual(['skuIds']);
    });

    it('accepts 100 and 2 decimals, then holds one activity per SKU at a time', async () => {
        const client = await kitClient();
        const values = await valid(client);
        const created = await client.create(COLLECTION, { ...values, emiPlanInterest: 100 });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ status: 'not_started', spuCount: values.spuIds.length, skuCount: 2, emiPlanInterest: 100 });
        // Overlapping time, one shared SKU: refused.
        const clash = await client.create(COLLECTION, { ...values, activityName: 'Second watch', skuIds: [values.skuIds[1]], startTime: at(5), endTime: at(20) });
        expect(clash.status).toBe(400);
        expect(clash.body.msg).toBe('Only one activity can exist for the same SKU at the same time');
        expect(clash.body.errors).toEqual({ skuIds: expect.anything() });
        // The same SKU after the first one ends: accepted.
        const after = await client.create(COLLECTION, { ...values, activityName: 'Later watch', skuIds: [values.skuIds[1]], startTime: at(11), endTime: at(20) });
        expect(after.status).toBe(201);
        // Moving the later one into the first one's time: refused the same way.
        const moved = await client.update(COLLECTION, after.body.id, { startTime: at(2) });
        expect(moved.status).toBe(400);
        expect(moved.body.msg).toBe('Only one activity can exist for the same SKU at the same time');
    });

    it('keeps its seed within its own rules: no SKU in two activities at the same time', async () => {
        const client = await kitClient();
        const rows = (await client.all(COLLECTION)).filter(row => row.status !== 'ended');
        const clashes = rows.flatMap(row =>
            rows
                .filter(other => other.id > row.id)
                .filter(other => String(other.startTime) < String(row.endTime) && String(row.startTime) < String(other.endTime))
                .filter(other => (other.skuIds as number[]).some(sku => (row.skuIds as number[]).includes(sku)))
                .map(other => `${row.id}/${other.id}`),
        );
        expect(clashes).toEqual([]);
    });
});
