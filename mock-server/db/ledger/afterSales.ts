import { DAY_MS } from '../random';
import { ORDERS_NOW } from '../seed/orders';
import type { Row } from '../collection';

/**
 * The after-sales orders of /inventory/after-sales: every customer return the stock ledger holds is one, received
 * into the warehouse the movement counts it in, on the day it counts it. Its kind (a return for a refund, a
 * replacement, or dead on arrival), its quality check and how far it has gone are read from the movement, so they
 * never change between two reads: dead on arrival is always defective; checked two days after arrival, closed after a
 * week. The IMEI is the returned device's, from the order's line.
 */

const KINDS = ['return', 'return', 'replacement', 'return', 'doa'] as const;
const COURIERS = ['BD', 'DL', 'XB', 'EK'];

const statusOf = (receivedMs: number) => {
    const days = (ORDERS_NOW - receivedMs) / DAY_MS;
    return days > 7 ? 'closed' : days > 2 ? 'qc_done' : 'received';
};

export const computeAfterSales = (rowsOf: (name: string) => readonly Row[]): Row[] => {
    const returns = rowsOf('stock-movements').filter(movement => movement.movementType === 'return');
    const references = new Set(returns.map(movement => String(movement.reference)));
    const orderById = new Map(rowsOf('orders').filter(order => references.has(String(order.orderId))).map(order => [String(order.orderId), order]));
    return returns.map((movement, index) => {
        const id = Number(movement.id);
        const type = KINDS[id % KINDS.length];
        const receivedMs = Date.parse(String(movement.movementTime));
        const status = statusOf(receivedMs);
        const order = orderById.get(String(movement.reference));
        const line = (order?.lines as { skuId: unknown; imei?: string }[] | undefined)?.find(candidate => String(candidate.skuId) === String(movement.skuId));
        return {
            id: index + 1,
            siteCode: movement.siteCode,
            afterSalesNo: `AS${String(movement.movementTime).slice(2, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`,
            orderId: movement.reference,
            type,
            skuId: movement.skuId,
            imei: line?.imei ? String(line.imei).split(', ')[0] : null,
            qty: movement.qty,
            returnAwb: `${COURIERS[id % COURIERS.length]}${String(id * 7_919).padStart(10, '0').slice(-10)}`,
            warehouseId: movement.warehouseId,
            qcResult: status === 'received' ? 'pending' : type === 'doa' || id % 9 === 0 ? 'defective' : 'good',
            status,
            receivedTime: movement.movementTime,
        };
    });
};
