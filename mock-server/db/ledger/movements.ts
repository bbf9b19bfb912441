import { MOVEMENT_SIGN, type MovementType } from '../../../resources/stock-movements/movementTypes';
import { linesOf } from '../../../resources/transfer-orders/lines';
import { DAY_MS, type Random } from '../random';
import { ORDERS_NOW } from '../seed/orders';
import type { Row } from '../collection';
import { seededApplicationIssues } from './applications';

/** A movement as the ledger holds it: its quantity signed (in positive, out negative). */
export interface Movement {
    siteCode: string;
    skuId: string | number;
    warehouseId: string | number;
    movementType: MovementType;
    qty: number;
    reference: string;
    movementTime: string;
    operator: string;
}

/** A movement's signed quantity from its type and its size (an adjustment carries its own sign). */
export const signed = (movementType: MovementType, size: number): number => (MOVEMENT_SIGN[movementType] === 0 ? size : MOVEMENT_SIGN[movementType] * Math.abs(size));

const iso = (ms: number) => new Date(ms).toISOString();
const pairKey = (skuId: unknown, warehouseId: unknown) => `${String(skuId)}|${String(warehouseId)}`;

/** The opening receipt of the demo data: before the first order of the 180 days the orders span. */
const OPENING_MS = ORDERS_NOW - 200 * DAY_MS;
const OPERATORS = ['WMS', 'Priya Sharma', 'Rahul Verma', 'Anita Desai', 'Vikram Rao'];

/**
 * The stock ledger of the demo data, per site: every shipped or delivered live order's lines leave their order's
 * warehouse (outbound, dated a day after payment); the seeded transfers that were shipped leave their source and,
 * received, reach their destination; fulfilled stock applications issue their units; some customers' returns come back and some counts are corrected. Inbound receipts
 * (purchase orders' GRNs) are drawn so that no SKU's stock in any warehouse is ever below zero: an opening receipt
 * before the orders covers everything that leaves, plus a buffer, and later receipts restock.
 */
export const seedMovements = (random: Random, rowsOf: (name: string) => readonly Row[]): Row[] => {
    const movements: Movement[] = [];
    const skus = rowsOf('skus');
    const warehouses = rowsOf('warehouses');
    const sites = [...new Set(warehouses.map(row => String(row.siteCode)))];
    const poNumbers = new Map<string, string[]>();
    for (const po of rowsOf('purchase-orders')) (poNumbers.get(String(po.siteCode)) ?? poNumbers.set(String(po.siteCode), []).get(String(po.siteCode))!).push(String(po.poNo));
    const out = new Map<string, number>();
    // What leaves each SKU's stock in each warehouse, which the receipts below must cover.
    const post = (movement: Movement) => {
        movements.push(movement);
        const key = `${movement.siteCode}|${pairKey(movement.skuId, movement.warehouseId)}`;
        if (movement.qty < 0) out.set(key, (out.get(key) ?? 0) - movement.qty);
    };
    const warehouseIdByCode = new Map(warehouses.map(row => [`${String(row.siteCode)}|${String(row.warehouseCode)}`, row.id]));
    for (const order of rowsOf('orders')) {
        if (order.dataType !== 0 || (order.orderStatus !== 'shipped' && order.orderStatus !== 'delivered')) continue;
        const warehouseId = warehouseIdByCode.get(`${String(order.siteCode)}|${String(order.warehouseCode)}`);
        if (warehouseId === undefined) continue;
        const shippedMs = Date.parse(String(order.paidTime ?? order.orderTime)) + DAY_MS;
        for (const line of (order.lines as { skuId: string | number; quantity: number }[] | undefined) ?? []) {
            post({
                siteCode: String(order.siteCode),
                skuId: line.skuId,
                warehouseId,
                movementType: 'outbound',
                qty: signed('outbound', Number(line.quantity)),
                reference: String(order.orderId),
                movementTime: iso(shippedMs),
                operator: 'WMS',
            });
        }
        // About one delivered order in sixty comes back to its warehouse (a return within the return window).
        if (order.orderStatus === 'delivered' && random.bool(1 / 60)) {
            const [line] = (order.lines as { skuId: string | number; quantity: number }[]) ?? [];
            if (line) {
                movements.push({
                    siteCode: String(order.siteCode),
                    skuId: line.skuId,
                    warehouseId,
                    movementType: 'return',
                    qty: 1,
                    reference: String(order.orderId),
                    movementTime: iso(shippedMs + random.int(5, 12) * DAY_MS),
                    operator: 'WMS',
                });
            }
        }
    }
    for (const transfer of rowsOf('transfer-orders')) {
        if (transfer.status === 'created' || transfer.status === 'cancelled') continue;
        for (const line of linesOf(transfer)) {
            post({
                siteCode: String(transfer.siteCode),
                skuId: line.skuId!,
                warehouseId: transfer.fromWarehouseId as string | number,
                movementType: 'transfer_out',
                qty: -Number(line.qty),
                reference: String(transfer.transferOrderNo),
                movementTime: String(transfer.shipTime),
                operator: String(transfer.creator ?? 'WMS'),
            });
            if (transfer.status !== 'shipped' && Number(line.receivedQty) > 0) {
                movements.push({
                    siteCode: String(transfer.siteCode),
                    skuId: line.skuId!,
                    warehouseId: transfer.toWarehouseId as string | number,
                    movementType: 'transfer_in',
                    qty: Number(line.receivedQty),
                    reference: String(transfer.transferOrderNo),
                    movementTime: String(transfer.receiveTime),
                    operator: 'WMS',
                });
            }
        }
    }
    // Units issued on the stock applications already fulfilled (samples, demo units): goods out, not sales.
    for (const issue of seededApplicationIssues(rowsOf)) post(issue);
    // Receipts: every SKU of a site in every warehouse of it, enough for all that leaves and a buffer.
    for (const siteCode of sites) {
        const pos = poNumbers.get(siteCode) ?? [];
        const siteSkus = skus.filter(row => row.siteCode === siteCode);
        for (const warehouse of warehouses.filter(row => row.siteCode === siteCode)) {
            for (const sku of siteSkus) {
                const leaving = out.get(`${siteCode}|${pairKey(sku.id, warehouse.id)}`) ?? 0;
                const buffer = random.int(warehouse.status === 'disabled' ? 0 : 20, warehouse.status === 'disabled' ? 5 : 160);
                const restock = leaving > 40 ? random.int(1, 2) : 0;
                const opening = leaving + buffer;
                const parts = [opening - Math.floor(opening / 3) * restock, ...Array.from({ length: restock }, () => Math.floor(opening / 3))];
                parts.forEach((qty, index) => {
                    if (qty <= 0) return;
                    movements.push({
                        siteCode,
                        skuId: sku.id,
                        warehouseId: warehouse.id,
                        movementType: 'inbound',
                        qty,
                        reference: pos.length ? random.pick(pos) : `GRN${random.digits(8)}`,
                        movementTime: iso(OPENING_MS + index * random.int(1, 2) * 45 * DAY_MS - random.int(0, 5) * DAY_MS),
                        operator: 'WMS',
                    });
                });
                // A stock count now and then: a found unit, or one written off within the buffer.
                if (random.bool(0.08)) {
                    const size = buffer > 2 && random.bool(0.5) ? -random.int(1, 2) : random.int(1, 3);
                    movements.push({
                        siteCode,
                        skuId: sku.id,
                        warehouseId: warehouse.id,
                        movementType: 'adjustment',
                        qty: size,
                        reference: `ADJ${random.digits(8)}`,
                        movementTime: iso(ORDERS_NOW - random.int(1, 170) * DAY_MS),
                        operator: random.pick(OPERATORS),
                    });
                }
            }
        }
    }
    movements.sort((a, b) => (a.movementTime < b.movementTime ? -1 : a.movementTime > b.movementTime ? 1 : 0));
    return movements.map((movement, index) => ({ id: index + 1, ...movement }));
};
