import { describe, expect, it, vi } from 'vitest';
import type { ResourceRecord } from '../../resources/kit/types';
import { stepsTo, timelineOf, WMS_STATUS_BY_ORDER_STATUS, type WmsStatus } from '../../resources/wms-orders/states';
import { call, signIn, type Envelope } from './client';

vi.setConfig({ testTimeout: 60_000 });

const rows = async (token: string, collection: string, filter: Record<string, unknown>, range = [0, 99]) =>
    (await call<ResourceRecord[]>(`/${collection}`, { token, site: 'in', query: { filter, range } })).body;

/** WMS outbound orders (/inventory/wmsOrder) over the mock: computed from the orders and the ledger, read-only. */
describe('WMS orders', () => {
    it('stand where their order stands, ship with the order’s AWB when the ledger’s outbound movement leaves, and refuse writes', async () => {
        const token = await signIn('logistics');
        for (const wmsStatus of ['shipped', 'failed', 'packed', 'cancelled'] as const) {
            const page = await rows(token, 'wms-orders', { wmsStatus }, [0, 4]);
            expect(page.length, wmsStatus).toBeGreaterThan(0);
            for (const row of page) {
                const [order] = await rows(token, 'orders', { orderId: row.orderId });
                expect(WMS_STATUS_BY_ORDER_STATUS[String(order.orderStatus)]).toContain(wmsStatus);
                const timeline = timelineOf(wmsStatus as WmsStatus, String(row.pushTime));
                expect(timeline.map(step => step.status)).toEqual(stepsTo(wmsStatus as WmsStatus));
                // Pushed half an hour after payment.
                expect(Date.parse(String(row.pushTime)) - Date.parse(String(order.paidTime))).toBe(1_800_000);
                expect(row.wmsOrderNo).toBe(`WO${String(order.orderId).slice(3)}`);
                if (wmsStatus === 'failed') expect(row.errorMessage).not.toBe('');
                if (wmsStatus !== 'shipped') continue;
                expect(row.awbNo).toBe(order.shippingNumber);
                const [outbound] = await rows(token, 'stock-movements', { reference: order.orderId, movementType: 'outbound' });
                expect(timeline.at(-1)!.time).toBe(outbound.movementTime);
                expect((row.lines as { skuId: unknown; quantity: number }[]).map(line => [line.skuId, line.quantity])).toEqual(
                    (order.lines as { skuId: unknown; quantity: number }[]).map(line => [line.skuId, line.quantity]),
                );
            }
        }
        const [first] = await rows(token, 'wms-orders', {}, [0, 0]);
        const written = await call(`/wms-orders/${first.id}`, { token, site: 'in', method: 'PUT', json: { wmsStatus: 'shipped' } });
        expect(written.status).toBe(405);
    });

    it('push a failed order again and cancel one not yet picked, each once; any other action refused', async () => {
        const token = await signIn('logistics');
        const act = async (id: unknown, action: string) => (await call<Envelope<ResourceRecord>>(`/wms-orders/${String(id)}/${action}`, { token, site: 'in', method: 'POST', json: {} })).body;
        const [failed] = await rows(token, 'wms-orders', { wmsStatus: 'failed' }, [0, 0]);
        const pushed = await act(failed.id, 'repush');
        expect(pushed.data).toMatchObject({ wmsStatus: 'pushed', errorMessage: '', lastOperator: 'Demo Logistics' });
        expect(Date.parse(String(pushed.data.pushTime))).toBeGreaterThan(Date.parse(String(failed.pushTime)));
        const cancelled = await act(failed.id, 'cancel');
        expect(cancelled.data.wmsStatus).toBe('cancelled');
        expect(timelineOf('cancelled', String(cancelled.data.pushTime), String(cancelled.data.cancelTime)).map(step => step.status)).toEqual(['pushed', 'cancelled']);
        expect(await act(failed.id, 'cancel')).toMatchObject({ code: 400, msg: 'This action is not allowed for a WMS order in this state' });
        const [shipped] = await rows(token, 'wms-orders', { wmsStatus: 'shipped' }, [0, 0]);
        expect((await act(shipped.id, 'repush')).code).toBe(400);
    });
});
