import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db/store';
import type { Row } from '../../mock-server/db/collection';
import { call, expectRestFailure, signIn, type Envelope } from './client';

/**
 * The order sibling screens' calls through the mock: the refund rule and the change rule refuse what the forms
 * refuse (same texts), with the amounts and statuses read from the orders themselves, never from the caller.
 */
interface Failure extends Envelope {
    errors?: Record<string, unknown>;
}

const ordersOf = (siteCode: string, keep: (order: Row) => boolean) =>
    db.collections.get('orders')!.all().filter(order => order.siteCode === siteCode && (order.dataType ?? 0) === 0 && keep(order));

const refundedOf = (orderId: unknown) =>
    db.collections
        .get('refunds')!
        .all()
        .filter(refund => refund.orderId === orderId && refund.status !== 'failed')
        .reduce((sum, refund) => sum + Number(refund.refundAmount), 0);

/** A paid order of the site without refunds yet. */
const paidOrder = (siteCode = 'in') => ordersOf(siteCode, order => order.orderStatus === 'paid' && !!order.paidTime && refundedOf(order.orderId) === 0)[0];

describe('refunds', () => {
    it('looks an order up with what was paid and what may still be refunded; an unknown number is refused', async () => {
        const token = await signIn('finance');
        const order = paidOrder();
        const found = await call<Envelope<Record<string, unknown>>>(`/order-siblings/orders/${order.orderId}`, { token, site: 'in' });
        expect(found.body.data).toMatchObject({ orderId: order.orderId, paidAmount: order.orderAmount, refundedAmount: 0, refundable: order.orderAmount });
        const unknown = await call<Envelope>('/order-siblings/orders/NOPE123', { token, site: 'in' });
        expect(unknown.body).toMatchObject({ code: 400, msg: 'No order NOPE123 on this site' });
    });

    it('refuses a refund above the refundable amount with the form’s text, then takes the rest, then nothing more', async () => {
        const token = await signIn('csm');
        const order = paidOrder();
        const paid = Number(order.orderAmount);
        const part = Math.floor(paid / 2);
        const first = await call<Row>('/refunds', { token, site: 'in', json: { orderId: order.orderId, refundType: 'return', refundAmount: part } });
        expect(first.status).toBe(201);
        expect(first.body).toMatchObject({ orderId: order.orderId, refundAmount: part, paidAmount: paid, refundedAmount: 0, status: 'pending', operator: expect.any(String) });

        // The caller's own paid amount is ignored: the server reads the order.
        const over = await call<Failure>('/refunds', {
            token,
            site: 'in',
            json: { orderId: order.orderId, refundType: 'return', refundAmount: paid - part + 1, paidAmount: paid * 10 },
        });
        expectRestFailure(over, 400);
        const refundable = (paid - part).toFixed(2);
        expect(over.body.msg).toBe(`The refund amount may not exceed the refundable amount of ${refundable} (paid less already refunded)`);
        expect(over.body.errors?.refundAmount).toEqual({ message: 'resources.refunds.validation.above_refundable', args: { refundable } });

        const rest = await call<Row>('/refunds', { token, site: 'in', json: { orderId: order.orderId, refundType: 'return', refundAmount: paid - part } });
        expect(rest.status).toBe(201);
        expect(rest.body.refundedAmount).toBe(part);
        const more = await call<Failure>('/refunds', { token, site: 'in', json: { orderId: order.orderId, refundType: 'other', refundAmount: 1 } });
        expect(more.body.msg).toBe('The refund amount may not exceed the refundable amount of 0.00 (paid less already refunded)');
    });

    it('refuses an unknown order, a bad body, a malformed filter and an unpaid order’s refund', async () => {
        const token = await signIn('admin');
        const unknown = await call<Failure>('/refunds', { token, site: 'in', json: { orderId: 'NOPE123', refundType: 'return', refundAmount: 10 } });
        expectRestFailure(unknown, 400);
        expect(unknown.body.msg).toBe('No order NOPE123 on this site');
        expect(unknown.body.errors?.orderId).toEqual({ message: 'resources.refunds.validation.unknown_order', args: { orderId: 'NOPE123' } });
        expectRestFailure(await call('/refunds', { token, site: 'in', raw: '{not json', headers: { 'Content-Type': 'application/json' }, method: 'POST' }), 400);
        const malformed = await call<Failure>('/refunds', { token, site: 'in', query: { filter: '{"orderId":' } });
        expectRestFailure(malformed, 400);
        expect(malformed.body.msg).toBe('Bad request: filter is not valid JSON');
        const unpaid = ordersOf('in', order => order.orderStatus === 'unpaid')[0];
        const refused = await call<Failure>('/refunds', { token, site: 'in', json: { orderId: unpaid.orderId, refundType: 'other', refundAmount: 1 } });
        expect(refused.body.msg).toBe('The refund amount may not exceed the refundable amount of 0.00 (paid less already refunded)');
    });

    it('moves a refund only as the status table allows, and a retry may not exceed the refundable amount', async () => {
        const token = await signIn('admin');
        const order = paidOrder();
        const paid = Number(order.orderAmount);
        const failed = db.collections.get('refunds')!.create({ siteCode: 'in', orderId: order.orderId, refundNo: 'RFT1', refundType: 'return', refundAmount: paid, status: 'failed', paidAmount: paid, refundedAmount: 0 } as never);
        const pending = await call<Failure>(`/refunds/${failed.id}`, { token, site: 'in', method: 'PUT', json: { ...failed, status: 'pending' } });
        expect(pending.body.msg).toBe('A refund that is failed cannot become pending');
        // Meanwhile the order was refunded in full by another refund: retrying the failed one would pay twice.
        expect((await call('/refunds', { token, site: 'in', json: { orderId: order.orderId, refundType: 'return', refundAmount: paid } })).status).toBe(201);
        const retry = await call<Failure>(`/refunds/${failed.id}`, { token, site: 'in', method: 'PUT', json: { ...failed, status: 'processing' } });
        expect(retry.body.msg).toBe('The refund amount may not exceed the refundable amount of 0.00 (paid less already refunded)');
    });

    it('keeps qa on test data: its test order is found and refunded there, a live order is unknown to it', async () => {
        const token = await signIn('qa');
        const live = paidOrder();
        const test = db.collections.get('orders')!.all().find(order => order.siteCode === 'in' && order.dataType === 1 && order.orderStatus === 'paid')!;
        expect((await call<Envelope>(`/order-siblings/orders/${live.orderId}`, { token, site: 'in', dataType: 1 })).body.code).toBe(400);
        const refund = await call<Row>('/refunds', { token, site: 'in', dataType: 1, json: { orderId: test.orderId, refundType: 'other', refundAmount: 1 } });
        expect(refund.status).toBe(201);
        const testRows = await call<Row[]>('/refunds', { token, site: 'in', dataType: 1, query: { filter: { orderId: test.orderId } } });
        expect(testRows.body.map(row => row.id)).toEqual([refund.body.id]);
        const liveRows = await call<Row[]>('/refunds', { token: await signIn('admin'), site: 'in', dataType: 0, query: { filter: { orderId: test.orderId } } });
        expect(liveRows.body).toEqual([]);
    });

    it('is refused to roles the role table does not give refunds (os), with 403', async () => {
        const token = await signIn('os');
        expectRestFailure(await call('/refunds', { token, site: 'in' }), 403);
        expectRestFailure(await call('/refunds', { token, site: 'in', json: { orderId: 'x', refundType: 'return', refundAmount: 1 } }), 403);
    });
});

describe('order changes', () => {
    it('changes a paid order’s address, recording who changed what', async () => {
        const token = await signIn('csso');
        const order = ordersOf('in', row => row.orderStatus === 'paid')[0];
        const before = { province: order.province, city: order.city, pincode: order.pincode };
        const saved = await call<Row>('/order-modifications', {
            token,
            site: 'in',
            json: { orderId: order.orderId, modifyType: 'address', province: 'Goa', city: 'Panaji', pincode: '403001' },
        });
        expect(saved.status).toBe(201);
        expect(saved.body).toMatchObject({
            orderId: order.orderId,
            modifyType: 'address',
            oldValue: before,
            newValue: { province: 'Goa', city: 'Panaji', pincode: '403001' },
            operator: expect.any(String),
        });
        expect(db.collections.get('orders')!.get(order.id)).toMatchObject({ province: 'Goa', city: 'Panaji', pincode: '403001' });
        expectRestFailure(await call(`/order-modifications/${saved.body.id}`, { token, site: 'in', method: 'PUT', json: saved.body }), 405);
    });

    it('refuses a closed order, a shipped order’s address, an unknown order and a change of nothing', async () => {
        const token = await signIn('admin');
        const address = { modifyType: 'address', province: 'Goa', city: 'Panaji', pincode: '403001' };
        const delivered = ordersOf('in', row => row.orderStatus === 'delivered')[0];
        const closed = await call<Failure>('/order-modifications', { token, site: 'in', json: { ...address, orderId: delivered.orderId } });
        expectRestFailure(closed, 400);
        expect(closed.body.msg).toBe('A cancelled or delivered order cannot be changed');
        const shipped = ordersOf('in', row => row.orderStatus === 'shipped')[0];
        const moved = await call<Failure>('/order-modifications', { token, site: 'in', json: { ...address, orderId: shipped.orderId } });
        expect(moved.body.msg).toBe('A shipped order’s address cannot be changed, only its contact');
        const contact = await call<Row>('/order-modifications', { token, site: 'in', json: { orderId: shipped.orderId, modifyType: 'contact', contactNumber: '+919812345678' } });
        expect(contact.body.newValue).toEqual({ contactNumber: '+919812345678' });
        const unknown = await call<Failure>('/order-modifications', { token, site: 'in', json: { ...address, orderId: 'NOPE123' } });
        expect(unknown.body.msg).toBe('No order NOPE123 on this site');
        const same = await call<Failure>('/order-modifications', { token, site: 'in', json: { orderId: shipped.orderId, modifyType: 'contact', contactNumber: '+919812345678' } });
        expect(same.body.msg).toBe('The new values are the same as the order\'s: nothing to change');
    });
});
