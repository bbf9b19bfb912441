/**
 * Service requests with a clock over the mock (resources/service-requests-common/flow.ts), on pick-and-drop
 * repairs: the seeded history along the flow, the due time from the state's service level, overdue ones filtered,
 * each move the table allows recorded with who and when, the others refused with the reason, a cancellation's reason
 * required, plain writes to the server's fields refused, a new request starting requested.
 */
import { describe, expect, it } from 'vitest';
import { call, signIn, type Envelope } from './client';
import { kitClient } from '../support/kitRest';
import { actionsFrom, dueTimeOf, type HistoryEntry } from '../../resources/service-requests-common/flow';
import { REPAIR_FLOW } from '../../resources/repair-requests/flow';

const move = async (id: number, action: string, note = '') =>
    (await call<Envelope<Record<string, unknown>>>(`/service-requests/repair-requests/${id}/${action}`, { token: await signIn('csm'), site: 'in', json: { note } })).body;

describe('pick-and-drop repairs as service requests', () => {
    it('offers each state only its moves, and no move from a closed one', () => {
        expect(actionsFrom(REPAIR_FLOW, 'requested')).toEqual(['schedule_pickup', 'cancel']);
        expect(actionsFrom(REPAIR_FLOW, 'at_service_centre')).toEqual(['repair']);
        expect(actionsFrom(REPAIR_FLOW, 'dropped')).toEqual([]);
        expect(actionsFrom(REPAIR_FLOW, 'cancelled')).toEqual([]);
    });

    it('seeds each request with its history along the flow, its due time from the last move, and overdue ones filtered', async () => {
        const client = await kitClient('csm');
        const rows = await client.all('repair-requests');
        expect(rows).toHaveLength(40);
        for (const row of rows) {
            const history = row.history as HistoryEntry[];
            expect(history[0]).toMatchObject({ action: 'create', from: null, to: 'requested' });
            expect(history.at(-1)!.to).toBe(row.status);
            expect(row.dueTime).toBe(dueTimeOf(REPAIR_FLOW, String(row.status), history.at(-1)!.at));
            expect(row.createTime).toBe(history[0].at);
        }
        const overdue = await client.all('repair-requests', { overdue: true });
        expect(overdue.length).toBeGreaterThan(0);
        for (const row of overdue) expect(Date.parse(String(row.dueTime))).toBeLessThan(Date.now());
        expect((await client.all('repair-requests', { overdue: false })).length).toBe(rows.length - overdue.length);
    });

    it('moves a request on, recording who and when and the new due time; refuses a move out of the table and a cancel without a reason', async () => {
        const client = await kitClient('csm');
        const [requested] = await client.all('repair-requests', { status: 'requested' });
        expect(await move(requested.id, 'repair')).toMatchObject({ code: 400, msg: 'This move is not allowed while the request is Requested' });
        expect(await move(requested.id, 'cancel')).toMatchObject({ code: 400, msg: 'Give the reason' });
        const before = Date.now();
        const scheduled = await move(requested.id, 'schedule_pickup', 'Courier slot 10:00–13:00');
        expect(scheduled.code).toBe(200);
        const history = scheduled.data.history as HistoryEntry[];
        expect(history.at(-1)).toMatchObject({ action: 'schedule_pickup', from: 'requested', to: 'pickup_scheduled', note: 'Courier slot 10:00–13:00', by: expect.any(String) });
        expect(history.at(-1)!.by).not.toBe('');
        const due = Date.parse(String(scheduled.data.dueTime));
        expect(due - Date.parse(history.at(-1)!.at)).toBe(48 * 3_600_000);
        expect(due).toBeGreaterThanOrEqual(before + 48 * 3_600_000 - 1000);
        const cancelled = await move(requested.id, 'cancel', 'Customer visited the centre instead');
        expect(cancelled.data).toMatchObject({ status: 'cancelled', dueTime: null, overdue: false });
        expect(await move(requested.id, 'schedule_pickup')).toMatchObject({ code: 400, msg: 'This move is not allowed while the request is Cancelled' });
    });

    it("starts a new request requested with its first history entry, and refuses a change to the status; a new one's status and history are the server's", async () => {
        const client = await kitClient('csm');
        const [model] = await client.all('service-models');
        const [fault] = await client.all('fault-types');
        const request = {
            customerName: 'Kavya Menon',
            mobile: '9876543210',
            address: '12 MG Road, Bengaluru',
            pincode: '560001',
            modelId: model.id,
            imei: '356938035643809',
            faultTypeId: fault.id,
            pickupDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        };
        const badImei = await client.create('repair-requests', { ...request, imei: '356938035643808' });
        expect(badImei.body.msg).toBe('Enter the 15-digit IMEI (dial *#06#); its last digit did not check');
        const created = await client.create('repair-requests', request);
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ status: 'requested', overdue: false });
        expect((created.body.history as HistoryEntry[]).map(entry => entry.action)).toEqual(['create']);
        const forced = await client.update('repair-requests', created.body.id, { ...created.body, status: 'dropped' });
        expect(forced.status).toBe(400);
        expect(forced.body.errors).toEqual({ status: 'resources.service-requests-common.validation.by_action' });
        // What a new request's body says about the server's fields is ignored.
        const sneaked = await client.create('repair-requests', { ...request, status: 'dropped', history: [] });
        expect(sneaked.status).toBe(201);
        expect(sneaked.body.status).toBe('requested');
        expect((sneaked.body.history as HistoryEntry[]).map(entry => entry.action)).toEqual(['create']);
    });
});

describe('service-centre reservations as service requests', () => {
    it('completes a booking with who and when, refuses a second move and a cancel without a reason', async () => {
        const client = await kitClient('csm');
        const booked = await client.all('reservations', { status: 'booked' });
        expect(booked.length).toBeGreaterThan(1);
        for (const row of booked) expect(Date.parse(String(row.dueTime)) - Date.parse((row.history as HistoryEntry[]).at(-1)!.at)).toBe(72 * 3_600_000);
        const token = await signIn('csm');
        const act = async (id: number, action: string, note = '') =>
            (await call<Envelope<Record<string, unknown>>>(`/service-requests/reservations/${id}/${action}`, { token, site: 'in', json: { note } })).body;
        expect(await act(booked[0].id, 'cancel')).toMatchObject({ code: 400, msg: 'Give the reason' });
        const done = await act(booked[0].id, 'complete');
        expect(done.data).toMatchObject({ status: 'completed', dueTime: null, overdue: false });
        expect((done.data.history as HistoryEntry[]).at(-1)).toMatchObject({ action: 'complete', from: 'booked', to: 'completed' });
        expect(await act(booked[0].id, 'mark_no_show')).toMatchObject({ code: 400, msg: 'This move is not allowed while the request is Completed' });
    });
});

describe('price-protection claims as service requests', () => {
    it('seeds claims whose price fell within the period, refunds the difference, and moves a claim pending → approved → refunded', async () => {
        const client = await kitClient('csm');
        const rows = await client.all('price-protections');
        expect(rows.length).toBe(27);
        for (const row of rows) {
            expect(Number(row.currentPrice)).toBeLessThan(Number(row.paidPrice));
            expect(row.refundAmount).toBe(Math.round((Number(row.paidPrice) - Number(row.currentPrice)) * Number(row.quantity) * 100) / 100);
            expect(Date.parse(String(row.applyTime)) - Date.parse(String(row.orderTime))).toBeLessThanOrEqual(Number(row.protectionDays) * 86_400_000);
            expect(row.applyTime).toBe((row.history as HistoryEntry[])[0].at);
        }
        const [pending] = await client.all('price-protections', { status: 'pending' });
        const token = await signIn('csm');
        const act = async (action: string, note = '') =>
            (await call<Envelope<Record<string, unknown>>>(`/service-requests/price-protections/${pending.id}/${action}`, { token, site: 'in', json: { note } })).body;
        expect(await act('refund')).toMatchObject({ code: 400, msg: 'This move is not allowed while the request is Pending review' });
        expect(await act('reject')).toMatchObject({ code: 400, msg: 'Give the reason' });
        const approved = await act('approve', 'Lower price confirmed on the product page');
        expect(approved.data).toMatchObject({ status: 'approved' });
        expect(Date.parse(String(approved.data.dueTime)) - Date.parse((approved.data.history as HistoryEntry[]).at(-1)!.at)).toBe(48 * 3_600_000);
        const refunded = await act('refund');
        expect(refunded.data).toMatchObject({ status: 'refunded', dueTime: null });
        expect((refunded.data.history as HistoryEntry[]).slice(-2).map(entry => `${entry.from}→${entry.to}`)).toEqual(['pending→approved', 'approved→refunded']);
    });

    it('refuses a claim whose price did not fall or whose order is past the period, and registers a sound one pending with its refund', async () => {
        const client = await kitClient('csm');
        const [sku] = await client.all('skus');
        const day = 86_400_000;
        const claim = {
            orderNo: 'OMS260001234',
            customerName: 'Wang Fang',
            mobile: '13812345678',
            skuId: sku.id,
            quantity: 2,
            paidPrice: 3999,
            currentPrice: 3999,
            protectionDays: 30,
            orderTime: new Date(Date.now() - 40 * day).toISOString(),
        };
        const notLower = await client.create('price-protections', claim);
        expect(notLower.status).toBe(400);
        expect(notLower.body.errors).toMatchObject({ currentPrice: 'resources.price-protections.validation.not_lower' });
        expect(notLower.body.msg).toBe('The price now must be below the price paid');
        const late = await client.create('price-protections', { ...claim, currentPrice: 3699 });
        expect(late.body.msg).toBe('Price protection covers 30 days after the order: this order is older');
        const created = await client.create('price-protections', { ...claim, currentPrice: 3699, orderTime: new Date(Date.now() - 10 * day).toISOString(), status: 'refunded' });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ status: 'pending', refundAmount: 600 });
        expect(created.body.applicationNo).toMatch(/^PP\d{10}$/);
        const [refunded] = await client.all('price-protections', { status: 'refunded' });
        const edited = await client.update('price-protections', refunded.id, { ...refunded, currentPrice: 1 });
        expect(edited.body.msg).toBe('The claim has been reviewed: only a pending claim is edited');
    });
});
