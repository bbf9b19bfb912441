import { describe, expect, it } from 'vitest';
import type { ResourceRecord } from '../../resources/kit/types';
import { sessionOf } from '../../resources/live-stream-reports/model';
import { call, expectRestFailure, listRows, signIn } from './client';

const rows = listRows;
const minor = (amount: unknown) => Math.round(Number(amount) * 100);
const isSale = (order: ResourceRecord) => order.paidTime !== null && order.orderStatus !== 'cancelled';

/** The data platform's reports (/dataPlatForm/live, diary) over the mock: summed from the sessions and /orders. */
describe('data platform reports', () => {
    it('count each live session’s live-sale orders and GMV from /orders', async () => {
        const token = await signIn('os');
        const report = await rows(token, 'live-stream-reports');
        const sessions = (await rows(token, 'live-streams')).filter(row => row.status !== 'not_started');
        expect(report.map(row => row.id).sort()).toEqual(sessions.map(row => row.id).sort());
        const latestFirst = [...sessions].sort((a, b) => String(b.startTime).localeCompare(String(a.startTime)));
        const sales = (await rows(token, 'orders', { liveSale: true })).filter(isSale);
        const expected = new Map<string, { orders: number; gmv: number }>();
        for (const order of sales) {
            const session = sessionOf(latestFirst, String(order.orderTime));
            if (!session) continue;
            const totals = expected.get(String(session.id)) ?? { orders: 0, gmv: 0 };
            totals.orders += 1;
            totals.gmv += minor(order.orderAmount);
            expected.set(String(session.id), totals);
        }
        expect(report.some(row => Number(row.orders) > 0)).toBe(true);
        for (const row of report) {
            const totals = expected.get(String(row.id)) ?? { orders: 0, gmv: 0 };
            expect([row.orders, minor(row.gmv)]).toEqual([totals.orders, totals.gmv]);
            expect(row.conversionRate).toBeCloseTo(Number(row.orders) / Number(row.viewers), 5);
            expect(Number(row.peakOnline)).toBeLessThan(Number(row.viewers));
        }
        expectRestFailure(await call('/live-stream-reports', { token, site: 'in', json: { title: 'x' } }), 405);
    });

    it('sums a day of the daily report from the orders, and keeps its figures when its note is written', async () => {
        const token = await signIn('pm');
        const days = await rows(token, 'daily-reports');
        expect(days).toHaveLength(60);
        const day = days[5];
        const orders = (await rows(token, 'orders', { orderTime_gte: `${String(day.date)}T00:00:00.000Z`, orderTime_lte: `${String(day.date)}T23:59:59.999Z` }))
            .filter(order => String(order.orderTime).slice(0, 10) === day.date);
        const sales = orders.filter(isSale);
        const gmv = sales.reduce((sum, order) => sum + minor(order.orderAmount), 0);
        expect([day.orders, day.paidOrders, minor(day.gmv), minor(day.aov)]).toEqual([orders.length, sales.length, gmv, Math.round(gmv / sales.length)]);
        expect(day.conversionRate).toBeCloseTo(sales.length / Number(day.uv), 5);

        const noted = await call<ResourceRecord>(`/daily-reports/${day.id}`, { token, site: 'in', method: 'PUT', json: { ...day, note: 'Flash sale 20:00' } });
        expect(noted.status).toBe(200);
        expect(noted.body).toMatchObject({ note: 'Flash sale 20:00', gmv: day.gmv });
        const changed = await call<{ msg: string; errors: Record<string, string> }>(`/daily-reports/${day.id}`, { token, site: 'in', method: 'PUT', json: { ...day, gmv: 1 } });
        expectRestFailure(changed, 400);
        expect(changed.body.msg).toBe('Computed from the orders: only the note can be changed');
        const long = await call<{ errors: Record<string, unknown> }>(`/daily-reports/${day.id}`, { token, site: 'in', method: 'PUT', json: { ...day, note: 'x'.repeat(501) } });
        expectRestFailure(long, 400);
        expect(Object.keys(long.body.errors)).toEqual(['note']);
        expectRestFailure(await call(`/daily-reports/${day.id}`, { token, site: 'in', method: 'DELETE' }), 405);
    });
});

describe('data platform reports after a change', () => {
    it('follow an order cancelled by review, and keep the day’s note', async () => {
        const token = await signIn('admin');
        const pending = (await rows(token, 'orders', { reviewStatus: 'pending', orderStatus: 'paid' }))[0];
        const date = String(pending.orderTime).slice(0, 10);
        const [day] = await rows(token, 'daily-reports', { date });
        expect(day).toBeDefined();
        await call(`/daily-reports/${day.id}`, { token, site: 'in', method: 'PUT', json: { ...day, note: 'Review backlog' } });
        const rejected = await call<{ code: number }>('/orders/review', { token, site: 'in', json: { ids: [pending.id], decision: 'reject' } });
        expect(rejected.body.code).toBe(200);
        const [after] = await rows(token, 'daily-reports', { date });
        expect([after.paidOrders, minor(after.gmv), after.note]).toEqual([Number(day.paidOrders) - 1, minor(day.gmv) - minor(pending.orderAmount), 'Review backlog']);
    });
});
