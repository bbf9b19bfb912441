/**
 * `GET /dashboard/summary` (issue 26): one card per area the caller may open on the request's site, each counted from
 * the same records its list shows, so that a card's count is the total of its link's list call.
 */
import { describe, expect, it } from 'vitest';
import { DASHBOARD_CARDS, type DashboardSummary } from '../../resources/dashboard/cards';
import type { AsyncTask } from '../../resources/kit/files/tasks';
import { call, envelopeCall, signIn, totalOf } from './client';

const summaryOf = async (token: string, site: string) => {
    const answer = await envelopeCall<DashboardSummary>('/dashboard/summary', { token, site });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data;
};

/** The total of the card's list as the list asks for it: its collection, its filter, the first page. */
const listTotal = async (token: string, site: string, collection: string, filter: Record<string, unknown>) => {
    const result = await call(`/${collection}`, { token, site, query: { filter, range: [0, 24], sort: ['id', 'ASC'] } });
    expect(result.status, `${collection} ${JSON.stringify(filter)}`).toBe(200);
    return totalOf(result.headers);
};

const collectionOf = (key: string) => DASHBOARD_CARDS.find(card => card.key === key)!.collection;
const ORDER_CARDS = ['orders_pending_review', 'refunds_failed'];

describe('GET /dashboard/summary', () => {
    it.each([
        ['admin', 'in'],
        ['admin', 'cn'],
        ['csso', 'cn'],
        ['csm', 'in'],
        ['qa', 'in'],
        ['finance', 'id'],
        ['pz', 'in'],
    ])("counts, for %s on site %s, exactly the rows each card's list shows", async (account, site) => {
        const token = await signIn(account);
        const summary = await summaryOf(token, site);
        expect(summary.siteCode).toBe(site);
        for (const card of summary.cards) {
            expect({ card: card.key, count: card.count }).toEqual({ card: card.key, count: await listTotal(token, site, collectionOf(card.key), card.filter) });
        }
    });

    it('answers every card of the table for admin, with work in it, but a list the site does not show', async () => {
        const summary = await summaryOf(await signIn('admin'), 'in');
        // Price protection is a cn screen (its site rule): site in counts none of its claims.
        const shownOnIn = DASHBOARD_CARDS.filter(card => card.path !== '/serviceSite/price-protection');
        expect(summary.cards.map(card => card.key)).toEqual(shownOnIn.map(card => card.key));
        const onCn = await summaryOf(await signIn('admin'), 'cn');
        expect(onCn.cards.map(card => card.key)).toContain('service_overdue:price-protections');
        const count = (key: string) => summary.cards.find(card => card.key === key)!.count;
        expect(count('orders_pending_review')).toBeGreaterThan(0);
        expect(count('refunds_failed')).toBeGreaterThan(0);
        expect(summary.cards.find(card => card.key === 'orders_pending_review')).toMatchObject({ area: 'orders', path: '/orders/index', filter: { reviewStatus: 'pending' } });
    });

    it('counts nothing the caller cannot open: no order or refund card for a role without orders', async () => {
        const prize = await summaryOf(await signIn('pz'), 'in');
        expect(prize.cards.map(card => card.key)).toEqual(['tasks_failed', 'tasks_running']);
        // finance has the orders, the refunds, the reconciliation and the stock, not the activities nor the data-subject
        // requests.
        const finance = await summaryOf(await signIn('finance'), 'in');
        expect(finance.cards.map(card => card.area)).toEqual(['orders', 'refunds', 'tasks', 'tasks', 'reconciliation', 'stock']);
        expect(finance.cards.some(card => ORDER_CARDS.includes(card.key))).toBe(true);
    });

    it("is site-aware: each site's counts are its own", async () => {
        const token = await signIn('admin');
        const india = (await summaryOf(token, 'in')).cards.find(card => card.key === 'orders_pending_review')!;
        const china = (await summaryOf(token, 'cn')).cards.find(card => card.key === 'orders_pending_review')!;
        expect(india.count).toBe(await listTotal(token, 'in', 'orders', india.filter));
        expect(china.count).toBe(await listTotal(token, 'cn', 'orders', china.filter));
        expect(india.count).not.toBe(china.count);
    });

    it("shows the caller's own running tasks with their progress", async () => {
        const token = await signIn('admin');
        const started = await envelopeCall<AsyncTask>('/files/export/spu', {
            token,
            site: 'in',
            json: { filter: {}, columns: [{ source: 'spuId', label: 'SPU ID' }], format: 'csv' },
        });
        expect(started.code, started.msg).toBe(200);
        const running = (await summaryOf(token, 'in')).cards.find(card => card.key === 'tasks_running')!;
        expect(running.count).toBe(1);
        expect(running.progress).toEqual([{ id: started.data.id, fileName: started.data.fileName, progress: 0, status: 'pending' }]);
        // Another account's summary does not count it.
        const os = (await summaryOf(await signIn('os'), 'in')).cards.find(card => card.key === 'tasks_running')!;
        expect(os.count).toBe(0);
    });

    it('refuses a call without a site or without a session', async () => {
        const token = await signIn('admin');
        expect(await envelopeCall('/dashboard/summary', { token })).toMatchObject({ code: 400, msg: 'Bad request: no site chosen, or the site is not granted' });
        expect(await envelopeCall('/dashboard/summary', { site: 'in' })).toMatchObject({ code: 401 });
    });
});
