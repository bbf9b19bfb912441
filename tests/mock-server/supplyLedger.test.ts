import { describe, expect, it, vi } from 'vitest';
import type { ResourceRecord } from '../../resources/kit/types';
import { call, expectRestFailure, signIn, type Envelope } from './client';

/**
 * The one stock ledger of the supply screens, over the mock as a client sees it: stock levels are the sum of the
 * movements, every shipped order has its outbound movement, and a transfer taken through its states moves the stock
 * screen, the inventory ledger (financial statements) and the turnover report alike.
 */
vi.setConfig({ testTimeout: 90_000 });

const SITE = 'in';
const ALL = [0, 99_999];

const rows = async (token: string, collection: string, filter: Record<string, unknown> = {}, sort?: [string, 'ASC' | 'DESC']) =>
    (await call<ResourceRecord[]>(`/${collection}`, { token, site: SITE, query: { filter, range: ALL, ...(sort ? { sort } : {}) } })).body;

const stockOf = async (token: string, skuId: unknown, warehouseId: unknown) => (await rows(token, 'stocks', { skuId, warehouseId }))[0];

/** A warehouse's latest closing stock on the daily WMS report, and the sum of its on-hand stock on the stock screen. */
const warehouseTotals = async (token: string, warehouseId: unknown) => ({
    report: (await rows(token, 'wms-reports', { warehouseId }, ['date', 'DESC']))[0]?.closingStock,
    stock: (await rows(token, 'stocks', { warehouseId })).reduce((total, stock) => total + Number(stock.onHandQty), 0),
});

/** The latest month's row of a monthly report for a SKU in a warehouse. */
const lastMonthOf = async (token: string, collection: string, skuId: unknown, warehouseId: unknown) =>
    (await rows(token, collection, { skuId, warehouseId }, ['month', 'DESC']))[0];

describe('the stock ledger', () => {
    it('sums to the stock levels, never below zero, and holds an outbound movement for each line of a shipped order', async () => {
        const token = await signIn('logistics');
        const movements = await rows(token, 'stock-movements');
        const sums = new Map<string, number>();
        for (const movement of movements) {
            const key = `${String(movement.skuId)}|${String(movement.warehouseId)}`;
            sums.set(key, (sums.get(key) ?? 0) + Number(movement.qty));
        }
        const stocks = await rows(token, 'stocks');
        expect(stocks.length).toBeGreaterThan(500);
        for (const stock of stocks) {
            expect(stock.onHandQty).toBe(sums.get(`${String(stock.skuId)}|${String(stock.warehouseId)}`) ?? 0);
            expect(Number(stock.onHandQty)).toBeGreaterThanOrEqual(0);
            expect(stock.availableQty).toBe(Number(stock.onHandQty) - Number(stock.lockedQty));
        }
        const shipped = (await call<ResourceRecord[]>('/orders', { token, site: SITE, query: { filter: { orderStatus: 'shipped' }, range: [0, 19] } })).body;
        expect(shipped.length).toBe(20);
        for (const order of shipped) {
            const outbound = movements.filter(movement => movement.reference === order.orderId && movement.movementType === 'outbound');
            const lines = order.lines as { skuId: unknown; quantity: number }[];
            expect(outbound.map(movement => [movement.skuId, -Number(movement.qty)])).toEqual(lines.map(line => [line.skuId, line.quantity]));
        }
    });

    it('adds up day by day on the WMS report: each closing is the day before + in − out + returns + difference, the last the stock screen’s', async () => {
        const token = await signIn('logistics');
        const [warehouse] = await rows(token, 'warehouses', { status: 'enabled' });
        const days = await rows(token, 'wms-reports', { warehouseId: warehouse.id }, ['date', 'ASC']);
        expect(days.length).toBeGreaterThan(30);
        days.reduce((previous, day) => {
            expect(day.closingStock).toBe(previous + Number(day.inboundQty) - Number(day.outboundQty) + Number(day.returnQty) + Number(day.diffQty));
            return Number(day.closingStock);
        }, 0);
        const totals = await warehouseTotals(token, warehouse.id);
        expect(totals.report).toBe(totals.stock);
    });

    it('lists every customer return of the ledger as an after-sales order, received where and when the ledger counts it', async () => {
        const token = await signIn('logistics');
        const returns = await rows(token, 'stock-movements', { movementType: 'return' });
        const afterSales = await rows(token, 'after-sales-orders');
        expect(returns.length).toBeGreaterThan(5);
        expect(afterSales.map(row => [row.orderId, row.skuId, row.warehouseId, row.qty, row.receivedTime]).sort()).toEqual(
            returns.map(movement => [movement.reference, movement.skuId, movement.warehouseId, movement.qty, movement.movementTime]).sort(),
        );
        for (const row of afterSales) {
            if (row.type === 'doa') expect(['pending', 'defective']).toContain(row.qcResult);
            expect(row.qcResult === 'pending').toBe(row.status === 'received');
        }
    });

    it('reports the timeliness of every shipped order once, its breaches against the service levels', async () => {
        const token = await signIn('logistics');
        const report = await rows(token, 'timeliness-reports');
        const shipped = await call<ResourceRecord[]>('/orders', { token: await signIn('admin'), site: SITE, query: { filter: { orderStatus: ['shipped', 'delivered'] }, range: [0, 0] } });
        const total = Number(shipped.headers.get('Content-Range')!.split('/')[1]);
        expect(report.reduce((sum, row) => sum + Number(row.orderCount), 0)).toBe(total);
        for (const row of report.slice(0, 200)) {
            expect(row.onTimeRate).toBeCloseTo((Number(row.orderCount) - Number(row.slaBreachCount)) / Number(row.orderCount), 3);
            expect(Number(row.avgShipHours)).toBe(24);
        }
        expect(report.some(row => Number(row.slaBreachCount) > 0)).toBe(true);
    });

    it('refuses plain writes to the ledger and the figures summed from it', async () => {
        const token = await signIn('admin');
        for (const collection of ['stock-movements', 'stocks', 'inventory-ledger', 'stock-turnover', 'wms-reports', 'after-sales-orders', 'timeliness-reports']) {
            expectRestFailure(await call(`/${collection}`, { token, site: SITE, json: { qty: 1 } }), 405);
        }
    });
});

describe('a transfer through its states', () => {
    it('keeps the stock screen, the ledger, the turnover report and the WMS report in agreement', async () => {
        const token = await signIn('logistics');
        const warehouses = (await rows(token, 'warehouses', { status: 'enabled' })).slice(0, 2);
        const [from, to] = warehouses;
        const source = (await rows(token, 'stocks', { warehouseId: from.id }, ['availableQty', 'DESC']))[0];
        const sku = source.skuId;
        const before = { from: await stockOf(token, sku, from.id), to: await stockOf(token, sku, to.id) };

        // Not to the same warehouse, not more than the source may sell.
        const same = await call<Envelope & { errors: Record<string, unknown> }>('/transfer-orders', {
            token, site: SITE, json: { fromWarehouseId: from.id, toWarehouseId: from.id, lines: [{ skuId: sku, qty: 1 }] },
        });
        expectRestFailure(same, 400);
        expect(same.body.msg).toBe('The destination must be another warehouse than the source');
        const tooMany = await call<Envelope>('/transfer-orders', {
            token, site: SITE, json: { fromWarehouseId: from.id, toWarehouseId: to.id, lines: [{ skuId: sku, qty: Number(before.from.availableQty) + 1 }] },
        });
        expectRestFailure(tooMany, 400);
        expect(tooMany.body.msg).toBe('A line asks for more than the source warehouse can sell: see the sellable stock beside each line');

        const created = await call<ResourceRecord>('/transfer-orders', {
            token, site: SITE, json: { fromWarehouseId: from.id, toWarehouseId: to.id, lines: [{ skuId: sku, qty: 5 }], remark: 'Rebalance' },
        });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ status: 'created', totalQty: 5, skuCount: 1 });
        expect(String(created.body.transferOrderNo)).toMatch(/^TO\d{10}$/);
        const locked = await stockOf(token, sku, from.id);
        expect([locked.onHandQty, locked.lockedQty, locked.availableQty]).toEqual([before.from.onHandQty, Number(before.from.lockedQty) + 5, Number(before.from.availableQty) - 5]);

        // Only the table's actions: a created transfer is not received; a plain update is refused.
        const id = created.body.id;
        const early = await call<Envelope>(`/transfer-orders/${id}/receive`, { token, site: SITE, json: {} });
        expect(early.body).toMatchObject({ code: 400, msg: 'This action is not allowed for a transfer in this state' });
        expectRestFailure(await call(`/transfer-orders/${id}`, { token, site: SITE, method: 'PUT', json: { status: 'received' } }), 405);

        const shipped = await call<Envelope<ResourceRecord>>(`/transfer-orders/${id}/ship`, { token, site: SITE, json: {} });
        expect(shipped.body.data.status).toBe('shipped');
        const inTransit = await stockOf(token, sku, to.id);
        expect(inTransit.inTransitQty).toBe(Number(before.to.inTransitQty) + 5);

        const received = await call<Envelope<ResourceRecord>>(`/transfer-orders/${id}/receive`, { token, site: SITE, json: { lines: [{ skuId: sku, receivedQty: 3 }] } });
        expect(received.body.data.status).toBe('partly_received');
        expect(received.body.data.receivedQty).toBe(3);

        const after = { from: await stockOf(token, sku, from.id), to: await stockOf(token, sku, to.id) };
        expect(after.from.onHandQty).toBe(Number(before.from.onHandQty) - 5);
        expect(after.to.onHandQty).toBe(Number(before.to.onHandQty) + 3);
        expect(after.to.inTransitQty).toBe(before.to.inTransitQty);
        for (const [warehouse, stock] of [[from, after.from], [to, after.to]] as const) {
            const ledger = await lastMonthOf(token, 'inventory-ledger', sku, warehouse.id);
            const turnover = await lastMonthOf(token, 'stock-turnover', sku, warehouse.id);
            expect(ledger.closingQty).toBe(stock.onHandQty);
            expect(turnover.closingQty).toBe(stock.onHandQty);
            expect(ledger.closingQty).toBe(Number(ledger.openingQty) + Number(ledger.inQty) - Number(ledger.outQty));
            const totals = await warehouseTotals(token, warehouse.id);
            expect(totals.report).toBe(totals.stock);
        }
        const movements = await rows(token, 'stock-movements', { reference: created.body.transferOrderNo });
        expect(movements.map(movement => [movement.movementType, movement.qty]).sort()).toEqual([['transfer_in', 3], ['transfer_out', -5]]);

        // The 2 that did not arrive are a quantity difference to resolve in /diff.
        const [difference] = await rows(token, 'logistics-exceptions', { reference: created.body.transferOrderNo });
        expect(difference).toMatchObject({ exceptionType: 'qty_diff', skuId: sku, warehouseId: to.id, diffQty: -2, status: 'open' });
        const unresolved = await call<Envelope & { errors: Record<string, unknown> }>(`/logistics-exceptions/${difference.id}`, { token, site: SITE, method: 'PUT', json: { ...difference, status: 'resolved' } });
        expectRestFailure(unresolved, 400);
        expect(unresolved.body.msg).toBe('Say how it was resolved before resolving or closing it');
        const closedAtOnce = await call<Envelope>(`/logistics-exceptions/${difference.id}`, { token, site: SITE, method: 'PUT', json: { ...difference, status: 'closed', resolution: 'Lost' } });
        expect(closedAtOnce.body.msg).toBe('This change of status is not allowed');
        const resolved = await call<ResourceRecord>(`/logistics-exceptions/${difference.id}`, {
            token, site: SITE, method: 'PUT', json: { ...difference, status: 'resolved', resolution: 'Written off as lost in transit' },
        });
        expect(resolved.body.status).toBe('resolved');
    });
});
