/**
 * Loyalty points over the mock's REST contract: every account's balance is the sum of its ledger, and a reissue or
 * deduction is asked with a reason, stays within its bound, is confirmed (by a second person above 1,000 points)
 * and is then written to the ledger, never taking a balance below zero.
 */
import { describe, expect, it } from 'vitest';
import { postConfirmedReissues } from '../../mock-server/handlers/custom/pointsReissue';
import { kitClient, type KitClient } from '../support/kitRest';

const REISSUES = 'points-reissues';

const balanceOf = async (client: KitClient, userId: unknown) => (await client.all('points-accounts', { userId }))[0];

describe('points accounts and their ledger on the mock', () => {
    it("holds each account's balance as the sum of its ledger, and the ledger's last balance", async () => {
        const client = await kitClient('os');
        const accounts = await client.all('points-accounts');
        const flows = await client.all('points-flows', {}, ['createTime', 'ASC']);
        expect(accounts.length).toBe(30);
        for (const account of accounts) {
            const own = flows.filter(flow => flow.userId === account.userId);
            expect(own.reduce((sum, flow) => sum + Number(flow.points), 0)).toBe(account.availablePoints);
            expect(own.at(-1)!.balanceAfter).toBe(account.availablePoints);
            expect(Number(account.availablePoints)).toBeGreaterThanOrEqual(0);
        }
        expect((await client.update('points-flows', flows[0].id, { points: 1 })).status).toBe(405);
    });
});

describe('points reissues on the mock', () => {
    it('refuses a request without its reason, beyond the bound, or for a user without an account, each at its field', async () => {
        const client = await kitClient('os');
        const [account] = await client.all('points-accounts');
        const short = await client.create(REISSUES, { userId: account.userId, points: 100, reason: 'oops' });
        expect(short.body.msg).toBe('Give the reason in at least 5 characters');
        const beyond = await client.create(REISSUES, { userId: account.userId, points: 10_001, reason: 'Goodwill for a delayed delivery' });
        expect(beyond.body.errors?.points).toEqual({ message: 'resources.points-reissues.validation.bound', args: { bound: '10,000' } });
        expect(beyond.body.msg).toBe('One request reissues or deducts at most 10,000 points');
        const stranger = await client.create(REISSUES, { userId: 'UIN9999999', points: 100, reason: 'Goodwill for a delayed delivery' });
        expect(stranger.body.msg).toBe('No points account on this site has this user ID');
        const below = await client.create(REISSUES, { userId: account.userId, points: -(Number(account.availablePoints) + 1), reason: 'Points credited twice for one order' });
        expect(below.body.msg).toBe(`The deduction would take the balance below zero (balance ${Number(account.availablePoints).toLocaleString('en')})`);
    });

    it('writes a confirmed request to the ledger, and needs a second person above 1,000 points', async () => {
        const os = await kitClient('os');
        const admin = await kitClient('admin');
        const [account] = await os.all('points-accounts');
        const small = (await os.create(REISSUES, { userId: account.userId, points: 500, reason: 'Points of a paid order were not credited', status: 'done' })).body;
        expect(small.status).toBe('pending');
        expect((await os.update(REISSUES, small.id, { ...small, status: 'done' })).status).toBe(200);
        postConfirmedReissues();
        const posted = (await os.get(REISSUES, small.id)).body;
        const [flow] = await os.all('points-flows', { flowId: posted.flowId });
        expect(flow).toMatchObject({ userId: account.userId, changeType: 'reissue', points: 500, balanceAfter: Number(account.availablePoints) + 500, remark: 'Points of a paid order were not credited' });
        expect((await balanceOf(os, account.userId)).availablePoints).toBe(Number(account.availablePoints) + 500);

        const large = (await os.create(REISSUES, { userId: account.userId, points: 2_000, reason: 'Goodwill for a delayed delivery' })).body;
        const self = await os.update(REISSUES, large.id, { ...large, status: 'done' });
        expect(self.body.msg).toBe('Above 1,000 points, someone other than who asked confirms the request');
        expect((await admin.update(REISSUES, large.id, { ...large, status: 'done' })).status).toBe(200);
        const rejectedAfter = await admin.update(REISSUES, large.id, { ...large, status: 'rejected' });
        expect(rejectedAfter.body.msg).toBe('A request cannot go from done to rejected');
        postConfirmedReissues();
        expect((await balanceOf(os, account.userId)).availablePoints).toBe(Number(account.availablePoints) + 2_500);
    });
});
