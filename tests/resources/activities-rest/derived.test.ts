/**
 * What the server keeps on the /activities screens beyond the rules: R-Pass stock left to issue, a reminder's send
 * time stamped by "Notify now", the pay methods and tenures offered. Read back over REST as the screens read them.
 */
import { describe, expect, it } from 'vitest';
import { kitClient } from '../../support/kitRest';

describe('server-kept values of the /activities screens', () => {
    it('counts the R-Pass stock left to issue on every write', async () => {
        const client = await kitClient();
        const [row] = (await client.list('r-pass-stocks', { range: [0, 0] })).body;
        expect(row.remainingQty).toBe(Number(row.rPassQty) - Number(row.issuedQty));
        const saved = await client.update('r-pass-stocks', row.id, { ...row, rPassQty: 500, issuedQty: 120, redeemedQty: 80, remainingQty: 999 });
        expect(saved.status).toBe(200);
        expect(saved.body).toMatchObject({ rPassQty: 500, issuedQty: 120, remainingQty: 380 });
    });

    it('stamps the send time of a reminder sent now, and keeps none while it waits', async () => {
        const client = await kitClient();
        const waiting = await client.all('activity-subscriptions', { notifyStatus: 'waiting' });
        expect(waiting.length).toBeGreaterThan(0);
        expect(waiting.every(row => row.notifyTime === null)).toBe(true);
        const before = Date.now();
        const sent = await client.update('activity-subscriptions', waiting[0].id, { ...waiting[0], notifyStatus: 'notified' });
        expect(sent.status).toBe(200);
        expect(sent.body.notifyStatus).toBe('notified');
        expect(Date.parse(String(sent.body.notifyTime))).toBeGreaterThanOrEqual(before - 1000);
    });

    it('seeds time ranges that end after they start, running and ended ones among them, and balance windows after them', async () => {
        const client = await kitClient();
        const rows = await client.all('pre-orders');
        expect(rows.every(row => Date.parse(String(row.endTime)) > Date.parse(String(row.startTime)))).toBe(true);
        expect([...new Set(rows.map(row => row.status))].sort()).toEqual(expect.arrayContaining(['ended', 'in_progress']));
        // A deposit pre-order's balance window opens after the pre-order ends.
        for (const row of rows.filter(candidate => candidate.presaleType === 'deposit')) {
            expect(Date.parse(String(row.balanceStart))).toBeGreaterThanOrEqual(Date.parse(String(row.endTime)));
            expect(Number(row.deductionAmount)).toBeGreaterThanOrEqual(Number(row.depositAmount));
        }
    });
});
