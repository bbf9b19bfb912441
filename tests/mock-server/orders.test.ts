/**
 * The orders the mock serves (issue 8): 100,000 live orders across the demo sites and test orders for qa, filtered,
 * sorted and paged on the server over the whole set; the batch review with its transition table; the statistics.
 * Expectations come from the store's rows, not from the client under test.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db/store';
import { ORDER_STATUSES, REVIEW_TRANSITIONS, REVIEWABLE_ORDER_STATUSES, type OrderStatus } from '../../resources/orders/model';
import type { ReviewResult } from '../../resources/orders/review';
import type { OrderStatistics } from '../../resources/orders/statistics';
import { call, envelopeCall, signIn, SITE_CODES, totalOf, type CallInit } from './client';

type Row = { id: number } & Record<string, unknown>;

const stored = () => db.collections.get('orders')!.all() as readonly Row[];
const ofSite = (siteCode: string, dataType = 0) => stored().filter(row => row.siteCode === siteCode && row.dataType === dataType);

const list = async (token: string, query: Record<string, unknown>, init: CallInit = {}) => {
    const result = await call<Row[]>('/orders', { token, site: 'in', ...init, query: { filter: {}, ...query } });
    expect(result.status).toBe(200);
    return { rows: result.body, total: totalOf(result.headers) };
};

describe('the seed', () => {
    it('holds 100,000 live orders, 12,500 per site, and 5,000 test orders, and a smaller share on tr', () => {
        const rows = stored();
        expect(rows.filter(row => row.dataType === 0)).toHaveLength(102_500);
        expect(rows.filter(row => row.dataType === 1)).toHaveLength(5_125);
        for (const site of SITE_CODES) expect(ofSite(site)).toHaveLength(12_500);
        // The ninth site, Türkiye, a newer market: a fifth of a site's share (the seed's cost, README "The mock backend").
        expect(ofSite('tr')).toHaveLength(2_500);
        expect(ofSite('tr', 1)).toHaveLength(125);
        expect(ofSite('tr').every(row => String(row.contactNumber).startsWith('+90 53') && String(row.contactNumber).replace(/\D/g, '').length === 12)).toBe(true);
    });

    it('agrees with itself: lines add up, money follows the site, reviews follow the rule', () => {
        const skus = new Map(db.collections.get('skus')!.all().map(row => [row.id, row]));
        for (const order of stored().slice(0, 4_000)) {
            const lines = order.lines as { skuId: number; quantity: number; unitPrice: number; totalPrice: number; giftFlag: boolean }[];
            for (const line of lines) {
                expect(line.totalPrice).toBeCloseTo(line.unitPrice * line.quantity, 2);
                // Each line is a SKU of the order's own site; a gift costs nothing.
                expect(skus.get(line.skuId)?.siteCode).toBe(order.siteCode);
                if (line.giftFlag) expect(line.unitPrice).toBe(0);
            }
            expect(skus.get(order.sku as number)?.spuId).toBe(order.spu);
            const goods = lines.reduce((sum, line) => sum + line.totalPrice, 0);
            expect(order.orderAmount as number).toBeLessThanOrEqual(goods);
            if (order.orderStatus === 'unpaid') expect(order.paidTime).toBeNull();
            if (order.orderStatus === 'delivered') expect(order.paidTime).not.toBeNull();
            if (order.reviewStatus === 'rejected') expect(order.orderStatus).toBe('cancelled');
            const flow = order.reviewStatusFlow as { reviewStatus: string }[];
            expect(flow[0].reviewStatus).toBe('pending');
            expect(flow.at(-1)!.reviewStatus).toBe(order.reviewStatus);
        }
        expect(stored()[0]).toMatchObject({ taxFactor: 5.5, region: 'IN', country: 'India' });
    });

    it('holds only states the review allows: an order pending review is still on its way, a cancelled one was rejected or approved', () => {
        const pendingOutOfReview = stored().filter(
            order => order.reviewStatus === 'pending' && !REVIEWABLE_ORDER_STATUSES.includes(order.orderStatus as OrderStatus),
        );
        expect(pendingOutOfReview.map(order => `${order.orderId}: ${order.orderStatus}`)).toEqual([]);
        const cancelled = stored().filter(order => order.orderStatus === 'cancelled');
        expect(cancelled.length).toBeGreaterThan(0);
        expect(new Set(cancelled.map(order => order.reviewStatus))).toEqual(new Set(['rejected', 'approved']));
    });

    it('has the distributions of a phone shop: most orders delivered, UPI first in India, wallets in China, cards in Europe', () => {
        const share = (rows: readonly Row[], field: string, value: unknown) => rows.filter(row => row[field] === value).length / rows.length;
        const india = ofSite('in');
        expect(share(india, 'orderStatus', 'delivered')).toBeGreaterThan(0.6);
        for (const status of ORDER_STATUSES) expect(share(india, 'orderStatus', status), status).toBeGreaterThan(0);
        expect(share(india, 'payMethod', 'UPI')).toBeGreaterThan(share(india, 'payMethod', 'card'));
        expect(share(ofSite('cn'), 'payMethod', 'wallet')).toBeGreaterThan(0.7);
        expect(share(ofSite('fr'), 'payMethod', 'card')).toBeGreaterThan(0.6);
        expect(share(ofSite('fr'), 'payMethod', 'COD')).toBe(0);
        expect(share(india, 'stockStatus', 'shortage')).toBeGreaterThan(0);
    });
});

describe('GET /orders: the server filters, sorts and pages over the whole set', () => {
    it('pages 50 at a time with the site total, newest first by default sort', async () => {
        const token = await signIn('admin');
        const first = await list(token, { sort: ['orderTime', 'DESC'], range: [0, 49] });
        const second = await list(token, { sort: ['orderTime', 'DESC'], range: [50, 99] });
        const expected = [...ofSite('in')].sort((a, b) => String(b.orderTime).localeCompare(String(a.orderTime)));
        expect(first.total).toBe(12_500);
        expect(first.rows.map(row => row.id)).toEqual(expected.slice(0, 50).map(row => row.id));
        expect(second.rows.map(row => row.id)).toEqual(expected.slice(50, 100).map(row => row.id));
    });

    it('sorts on the amount both ways', async () => {
        const token = await signIn('admin');
        const amounts = ofSite('in').map(row => row.orderAmount as number);
        const low = await list(token, { sort: ['orderAmount', 'ASC'], range: [0, 4] });
        const high = await list(token, { sort: ['orderAmount', 'DESC'], range: [0, 4] });
        expect(low.rows[0].orderAmount).toBe(Math.min(...amounts));
        expect(high.rows[0].orderAmount).toBe(Math.max(...amounts));
    });

    it('combines the issue’s filters: status, pay method, order time range, SKU, contained text', async () => {
        const token = await signIn('admin');
        const target = ofSite('in').find(row => row.orderStatus === 'shipped' && row.payMethod === 'COD')!;
        const filter = {
            orderStatus: 'shipped',
            payMethod: 'COD',
            orderTime_gte: '2026-10-01',
            orderTime_lte: '2026-11-23T23:59:59.999Z',
        };
        const expected = ofSite('in').filter(
            row => row.orderStatus === 'shipped' && row.payMethod === 'COD' && String(row.orderTime) >= '2026-10-01' && String(row.orderTime) <= '2026-11-23T23:59:59.999Z',
        );
        const result = await list(token, { filter, range: [0, 999] });
        expect(result.total).toBe(expected.length);
        expect(result.rows.every(row => row.orderStatus === 'shipped' && row.payMethod === 'COD')).toBe(true);

        const bySku = await list(token, { filter: { sku: target.sku }, range: [0, 0] });
        expect(bySku.total).toBe(ofSite('in').filter(row => row.sku === target.sku).length);

        const byShipping = await list(token, { filter: { shippingNumber_q: target.shippingNumber }, range: [0, 9] });
        expect(byShipping.rows.map(row => row.id)).toEqual([target.id]);
        const byOrderId = await list(token, { filter: { orderId_q: String(target.orderId).toLowerCase() }, range: [0, 9] });
        expect(byOrderId.rows.map(row => row.id)).toEqual([target.id]);
    });

    it('answers 400 with the reason for a malformed filter, and 404 for an unknown order', async () => {
        const token = await signIn('admin');
        const bad = await call<{ code: number; msg: string }>('/orders', { token, site: 'in', query: { filter: '{"orderStatus":' } });
        expect(bad.status).toBe(400);
        expect(bad.body.msg).toBe('Bad request: filter is not valid JSON');
        const unknown = await call<{ msg: string }>('/orders/999999', { token, site: 'in' });
        expect(unknown.status).toBe(404);
        expect(unknown.body.msg).toBe('orders record not found');
    });

    it('refuses a plain create, update or delete of an order with the actions that change one', async () => {
        const token = await signIn('admin');
        const order = ofSite('in')[0];
        const before = JSON.stringify(order);
        const refusal = 'Not allowed: orders change only through their own actions (review, refund, change of address or contact)';
        for (const [path, method] of [
            ['/orders', 'POST'],
            [`/orders/${order.id}`, 'PUT'],
            [`/orders/${order.id}`, 'DELETE'],
        ] as const) {
            const result = await call<{ msg: string }>(path, { token, site: 'in', method, json: method === 'DELETE' ? undefined : { orderStatus: 'delivered' } });
            expect([method, result.status, result.body.msg]).toEqual([method, 405, refusal]);
        }
        expect(JSON.stringify(db.collections.get('orders')!.get(order.id))).toBe(before);
        expect((await call(`/orders/${ofSite('cn')[0].id}`, { token, site: 'in', method: 'PUT', json: {} })).status).toBe(404);
    });

    it('shows qa accounts test orders only, and other sites’ orders to nobody', async () => {
        const qa = await signIn('qa');
        const result = await list(qa, { range: [0, 99] }, { dataType: 1 });
        expect(result.total).toBe(625);
        expect(result.rows.every(row => row.dataType === 1 && row.siteCode === 'in')).toBe(true);
        const admin = await signIn('admin');
        const foreign = ofSite('cn')[0];
        expect((await call(`/orders/${foreign.id}`, { token: admin, site: 'in' })).status).toBe(404);
    });
});

describe('POST /orders/review: pending review → approved | review rejected', () => {
    const review = (token: string, ids: unknown[], decision: string) =>
        envelopeCall<ReviewResult>('/orders/review', { token, site: 'in', json: { ids, decision } });

    it('the transition table is the spec’s', () => {
        expect(REVIEW_TRANSITIONS).toEqual({
            approve: { from: ['pending'], to: 'approved' },
            reject: { from: ['pending'], to: 'rejected', orderStatus: 'cancelled' },
        });
    });

    it('rejects a pending order: cancelled at once, the flow records who and when; a second review is refused with the reason', async () => {
        const token = await signIn('audit');
        const pending = ofSite('in').filter(row => row.reviewStatus === 'pending' && row.orderStatus === 'paid');
        const delivered = ofSite('in').find(row => row.orderStatus === 'delivered')!;
        const [first, second] = pending;
        const answer = await review(token, [first.id, second.id, delivered.id], 'reject');
        expect(answer.code).toBe(200);
        expect(answer.msg).toBe('2 of 3 orders reviewed');
        expect(answer.data.changed).toEqual([
            { id: first.id, orderId: first.orderId, reviewStatus: 'rejected', orderStatus: 'cancelled' },
            { id: second.id, orderId: second.orderId, reviewStatus: 'rejected', orderStatus: 'cancelled' },
        ]);
        expect(answer.data.unchanged).toEqual([
            { id: delivered.id, orderId: delivered.orderId, reason: 'already_approved', message: 'the review is already approved' },
        ]);
        const reread = (await call<Row>(`/orders/${first.id}`, { token, site: 'in' })).body;
        expect(reread).toMatchObject({ reviewStatus: 'rejected', orderStatus: 'cancelled', reviewer: 'audit' });
        expect((reread.reviewStatusFlow as { reviewStatus: string; orderStatus: string; operator: string }[]).at(-1)).toMatchObject({
            reviewStatus: 'rejected',
            orderStatus: 'cancelled',
            operator: 'audit',
        });

        const again = await review(token, [first.id], 'approve');
        expect(again.data.changed).toEqual([]);
        expect(again.data.unchanged).toEqual([{ id: first.id, orderId: first.orderId, reason: 'already_rejected', message: 'the review is already rejected' }]);
    });

    it('approves a pending order without changing its status; a cancelled order and another site’s order are refused', async () => {
        const token = await signIn('admin');
        const pending = ofSite('in').find(row => row.reviewStatus === 'pending' && row.orderStatus === 'unpaid')!;
        // A cancelled order was rejected (by a reviewer, or by the system when left unpaid): nothing left to review.
        const cancelled = ofSite('in').find(row => row.orderStatus === 'cancelled' && row.reviewStatus === 'rejected')!;
        const foreign = ofSite('cn')[0];
        const answer = await review(token, [pending.id, cancelled.id, foreign.id], 'approve');
        expect(answer.data.changed).toEqual([{ id: pending.id, orderId: pending.orderId, reviewStatus: 'approved', orderStatus: 'unpaid' }]);
        expect(answer.data.unchanged.map(item => item.message)).toEqual(['the review is already rejected', 'no such order on this site']);
    });

    it('refuses an empty selection with the spec’s message, a bad body, and users without the order screens', async () => {
        const token = await signIn('admin');
        expect(await review(token, [], 'approve')).toMatchObject({ code: 400, msg: 'Some data must be selected first' });
        expect((await review(token, [1], 'cancel')).code).toBe(400);
        const activityer = await signIn('activityer');
        const refused = await review(activityer, [1], 'approve');
        expect(refused.code).toBe(403);
    });
});

describe('GET /orders/statistics', () => {
    it('counts the site’s orders and amount by day, status and pay channel over the period, as the store holds them', async () => {
        const token = await signIn('finance');
        const answer = await envelopeCall<OrderStatistics>('/orders/statistics', { token, site: 'in', query: { from: '2026-11-01', to: '2026-11-07' } });
        expect(answer.code).toBe(200);
        const inPeriod = ofSite('in').filter(row => String(row.orderTime) >= '2026-11-01' && String(row.orderTime) < '2026-11-08');
        expect(answer.data.total.orders).toBe(inPeriod.length);
        expect(answer.data.byDay.map(row => row.day)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
        expect(answer.data.byDay[2].orders).toBe(inPeriod.filter(row => String(row.orderTime).startsWith('2026-11-03')).length);
        expect(answer.data.byStatus.map(row => row.status)).toEqual([...ORDER_STATUSES]);
        expect(answer.data.byStatus.find(row => row.status === 'delivered')!.orders).toBe(inPeriod.filter(row => row.orderStatus === 'delivered').length);
        const upi = answer.data.byPayChannel.find(row => row.channel === 'razorpay')!;
        const razorpay = inPeriod.filter(row => row.payChannel === 'razorpay');
        expect(upi.orders).toBe(razorpay.length);
        expect(upi.amount).toBeCloseTo(razorpay.reduce((sum, row) => sum + (row.orderAmount as number), 0), 1);
    });

    it('refuses a malformed period with the reason', async () => {
        const token = await signIn('admin');
        const answer = await envelopeCall('/orders/statistics', { token, site: 'in', query: { from: '2026-11-07', to: '2026-11-01' } });
        expect(answer).toMatchObject({ code: 400, msg: 'Bad request: from must not be after to' });
        const garbled = await envelopeCall('/orders/statistics', { token, site: 'in', query: { from: 'last week', to: '2026-11-01' } });
        expect(garbled).toMatchObject({ code: 400, msg: 'Bad request: from and to must be days written YYYY-MM-DD' });
    });
});
