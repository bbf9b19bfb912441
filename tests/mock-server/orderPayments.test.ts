import { describe, expect, it, vi } from 'vitest';
import type { ResourceRecord } from '../../resources/kit/types';
import { call, signIn } from './client';

vi.setConfig({ testTimeout: 60_000 });

const rows = async (token: string, collection: string, filter: Record<string, unknown>, range = [0, 49]) =>
    (await call<ResourceRecord[]>(`/${collection}`, { token, site: 'in', query: { filter, range } })).body;

/** Payment details per order (/inventory/order-payment) over the mock: the orders', refunds' and statements' figures. */
describe('order payments', () => {
    it('pay what the order paid, refund its successful refunds, and are settled by their gateway statement line', async () => {
        const token = await signIn('finance');
        const refunds = await rows(token, 'refunds', { status: 'success' }, [0, 9]);
        expect(refunds.length).toBeGreaterThan(0);
        for (const refund of refunds) {
            const [payment] = await rows(token, 'order-payments', { orderId: refund.orderId });
            const all = await rows(token, 'refunds', { orderId: refund.orderId, status: 'success' });
            expect(payment.refundAmount).toBeCloseTo(all.reduce((sum, row) => sum + Number(row.refundAmount), 0), 2);
            const [order] = await rows(token, 'orders', { orderId: refund.orderId });
            expect([payment.paidAmount, payment.payChannel, payment.paidTime]).toEqual([order.orderAmount, order.payChannel, order.paidTime]);
        }
        const lines = await rows(token, 'statement-lines', { txnType: 'payment' }, [0, 9]);
        for (const line of lines) {
            const [payment] = await rows(token, 'order-payments', { orderId: line.orderId });
            if (!payment) continue;
            expect([payment.paymentId, payment.settlementStatus]).toEqual([line.gatewayTxnId, 'settled']);
        }
        expect((await rows(token, 'order-payments', { settlementStatus: 'unsettled' }, [0, 0])).length).toBe(1);
    });
});
