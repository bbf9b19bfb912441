/** Cardless EMI through the mock's REST contract: the fields' rules and the time range, with the form's texts. */
import { describe, expect, it } from 'vitest';
import { kitClient } from '../../support/kitRest';

const COLLECTION = 'cardless-emi-activities';
const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const VALID = { name: 'Festive cardless EMI', startTime: at(1), endTime: at(30), skuIds: [1, 2], emiMonths: ['3', '6'] };

describe('cardless EMI refuses what its validator refuses', () => {
    it.each([
        [{ name: '' }, 'name', 'Required'],
        [{ name: 'n'.repeat(251) }, 'name', 'Must be 250 characters or less'],
        [{ startTime: '' }, 'startTime', 'Required'],
        [{ endTime: at(0.5) }, 'endTime', 'The end time must be after the start time'],
        [{ skuIds: [] }, 'skuIds', 'Required'],
        [{ emiMonths: [] }, 'emiMonths', 'Required'],
        [{ emiMonths: ['5'] }, 'emiMonths', 'Must be one of: 3, 6, 9, 12, 18, 24'],
        [{ status: 'ended' }, 'status', 'The status changes only through the pause, restart and end actions'],
    ])('%j → %s: %s', async (change, field, text) => {
        const client = await kitClient();
        const result = await client.create(COLLECTION, { ...VALID, ...change });
        expect(result.status).toBe(400);
        expect(result.body.msg).toBe(text);
        expect(Object.keys(result.body.errors ?? {})).toEqual([field]);
    });

    it('takes a valid one as coming, and its seeded rows are valid to edit', async () => {
        const client = await kitClient();
        const created = await client.create(COLLECTION, VALID);
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ status: 'not_started', emiMonths: ['3', '6'] });
        const seeded = (await client.all(COLLECTION)).filter(row => row.status === 'not_started' || row.status === 'paused');
        for (const row of seeded) {
            expect(Array.isArray(row.emiMonths)).toBe(true);
            expect((await client.update(COLLECTION, row.id, { name: `${row.name} (edited)` })).status).toBe(200);
        }
    });
});
