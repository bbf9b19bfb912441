import { describe, expect, it, vi } from 'vitest';
import { isImei } from '../../base/imei';
import type { ResourceRecord } from '../../resources/kit/types';
import { call, signIn } from './client';

vi.setConfig({ testTimeout: 60_000 });

/** Trade-in orders (/inventory/exchange) over the mock: one per paid trade-in order, its values adding up. */
describe('trade-in orders', () => {
    it('lists the old device of every paid trade-in order once, final value = quote − deduction, completed only when delivered and picked up', async () => {
        const token = await signIn('admin');
        const tradeIns = (await call<ResourceRecord[]>('/trade-ins', { token, site: 'in', query: { range: [0, 99_999] } })).body;
        const orders = (await call<ResourceRecord[]>('/orders', { token, site: 'in', query: { filter: { orderType: 'trade-in' }, range: [0, 99_999] } })).body.filter(order => order.paidTime);
        expect(tradeIns.map(row => row.orderId).sort()).toEqual(orders.map(order => order.orderId).sort());
        const statusOf = new Map(orders.map(order => [order.orderId, order.orderStatus]));
        for (const row of tradeIns) {
            expect(isImei(String(row.oldImei))).toBe(true);
            expect(row.finalValue).toBeCloseTo(Number(row.quotedValue) - Number(row.deduction), 2);
            if (row.status === 'completed') expect([statusOf.get(row.orderId), row.pickupStatus]).toEqual(['delivered', 'picked']);
        }
    });
});
