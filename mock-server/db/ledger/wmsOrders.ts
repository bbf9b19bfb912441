import { HOURS_AFTER_PAYMENT, WMS_ERRORS, WMS_STATUS_BY_ORDER_STATUS, type WmsStatus } from '../../../resources/wms-orders/states';
import type { Row } from '../collection';
import { COURIER_NAMES } from './timeliness';

/**
 * The WMS outbound orders of /inventory/wmsOrder: every paid live order approved by review was pushed to the WMS of
 * its warehouse half an hour after payment. How far the WMS took it follows its order status through the one table
 * of resources/wms-orders/states.ts; where the table allows several states the order's number chooses, so two reads
 * agree. Shipping is the stock ledger's outbound movement (a day after payment) and carries the order's courier and
 * AWB; the lines are the order's, with their IMEIs. The state timeline is not stored: `timelineOf` (states.ts) reads it
 * from the state and the push time, on the detail page and in the tests.
 */

const hashOf = (id: number) => (Math.imul(id, 2_654_435_761) >>> 7) & 0xffff;
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR_MS = 3_600_000;

interface OrderLine {
    skuId: string | number;
    quantity: number;
    imei?: string;
}

export const computeWmsOrders = (rowsOf: (name: string) => readonly Row[]): Row[] => {
    const warehouseId = new Map(rowsOf('warehouses').map(row => [`${String(row.siteCode)}|${String(row.warehouseCode)}`, row.id]));
    const rows: Row[] = [];
    for (const order of rowsOf('orders')) {
        if (order.dataType !== 0 || !order.paidTime || order.reviewStatus !== 'approved') continue;
        const choices = WMS_STATUS_BY_ORDER_STATUS[String(order.orderStatus)];
        const warehouse = warehouseId.get(`${String(order.siteCode)}|${String(order.warehouseCode)}`);
        if (!choices || warehouse === undefined) continue;
        const hash = hashOf(Number(order.id));
        const wmsStatus: WmsStatus = choices[hash % choices.length];
        const paidMs = Date.parse(String(order.paidTime));
        const shipped = wmsStatus === 'shipped';
        const lines = (order.lines as OrderLine[] | undefined) ?? [];
        const code = String(order.shippingNumber ?? '').slice(0, 2);
        rows.push({
            id: rows.length + 1,
            siteCode: order.siteCode,
            wmsOrderNo: `WO${String(order.orderId).slice(3)}`,
            orderId: order.orderId,
            warehouseId: warehouse,
            pushTime: iso(paidMs + HOURS_AFTER_PAYMENT.pushed * HOUR_MS),
            wmsStatus,
            courier: shipped ? (COURIER_NAMES[code] ?? code) : '',
            awbNo: shipped ? String(order.shippingNumber) : '',
            errorMessage: wmsStatus === 'failed' ? WMS_ERRORS[(hash >>> 5) % WMS_ERRORS.length] : '',
            totalQty: lines.reduce((sum, line) => sum + Number(line.quantity), 0),
            // The order's own (frozen, shared) lines: SKU, quantity and IMEIs; the timeline is `timelineOf` the state.
            lines,
        });
    }
    return rows;
};
