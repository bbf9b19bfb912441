import type { Row } from './collection';
import { DAY_MS } from './random';
import { ORDERS_NOW } from './seed/orders';
import { stagesOf } from './ledger/timeliness';
import { fromMinor, toMinor } from '../../resources/recon-items/model';
import { COD_SITES, COURIERS, matchLine, remittanceIdOf, remittanceTotals, type CodOrder } from '../../resources/cod-lines/model';

type RowsOf = (name: string) => readonly Row[];

/**
 * Cash on delivery as the couriers remit it (/financialReconciliation/codImport, codList, codDetail), from the orders:
 *
 * - a COD order is delivered `stagesOf` days after it is handed over (a day after it was placed), as the timeliness
 *   report reads it; the courier is its shipping number's prefix;
 * - each courier remits on Fridays what was delivered up to the Thursday before, less its COD charge (1.5 %), by one
 *   NEFT transfer (its UTR); the seed covers the last 8 Fridays up to the demo's "today";
 * - the files are mostly right: a few lines collected short or in excess of the order, and now and then a line whose
 *   order number is no delivered COD order (missing);
 * - each line is matched against the delivered COD orders of its site (`matchLine`), and the remittances are summed
 *   from their lines (`remittanceTotals`), so the list, the detail and /orders agree to the paisa.
 */

const WEEKS = 8;
const FRIDAY = 5;
const BANKS = ['HDFC', 'ICIC', 'SBIN', 'UTIB', 'KKBK', 'YESB', 'IDFB'];
const hashOf = (text: string) => [...text].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 23);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** When a delivered order reached its buyer (its day), as the timeliness report reads it. */
export const deliveredDayOf = (order: Row): string | undefined => {
    const days = stagesOf(order).deliveryDays;
    return days === undefined ? undefined : isoDay(Date.parse(String(order.orderTime)) + DAY_MS + days * DAY_MS);
};

/** The Friday a parcel delivered on `day` is remitted (delivered by Thursday: that week's Friday). */
const remittanceDayOf = (day: string) => {
    const ms = Date.parse(`${day}T00:00:00.000Z`);
    const weekday = new Date(ms).getUTCDay();
    return isoDay(ms + (((FRIDAY - weekday + 7) % 7) || 7) * DAY_MS);
};

/** A NEFT UTR of the courier's bank: 4 letters, N, the year's last two digits and the day of the year, a serial. */
const utrOf = (siteCode: string, courier: string, date: string) => {
    const hash = hashOf(`${siteCode}${courier}${date}`);
    const start = Date.UTC(Number(date.slice(0, 4)), 0, 1);
    const dayOfYear = Math.floor((Date.parse(`${date}T00:00:00.000Z`) - start) / DAY_MS) + 1;
    return `${BANKS[hash % BANKS.length]}N${date.slice(2, 4)}${String(dayOfYear).padStart(3, '0')}${String(hash % 1_000_000).padStart(6, '0')}`;
};

const isDeliveredCod = (order: Row) => order.dataType === 0 && order.payMethod === 'COD' && order.orderStatus === 'delivered';

/** The delivered COD orders of the COD sites, by site and order number: what a line is matched against. */
export const codOrdersOf = (orders: readonly Row[]): Map<string, CodOrder> => {
    const found = new Map<string, CodOrder>();
    for (const order of orders) {
        if (isDeliveredCod(order) && (COD_SITES as readonly string[]).includes(String(order.siteCode))) {
            found.set(`${String(order.siteCode)}:${String(order.orderId)}`, { orderAmount: Number(order.orderAmount) });
        }
    }
    return found;
};

/** A line with its match and its remittance's id (the server's, whatever was imported). */
export const matchedLine = (line: Row, codOrders: ReadonlyMap<string, CodOrder>): Row => ({
    ...line,
    ...matchLine(line, codOrders.get(`${String(line.siteCode)}:${String(line.orderId)}`)),
    remittanceId: remittanceIdOf(line.siteCode, line.courier, line.remittanceDate),
});

export const seedCodLines = (rowsOf: RowsOf): Row[] => {
    const orders = rowsOf('orders');
    const lastFriday = remittanceDayOf(isoDay(ORDERS_NOW - 7 * DAY_MS));
    const firstFriday = isoDay(Date.parse(`${lastFriday}T00:00:00.000Z`) - (WEEKS - 1) * 7 * DAY_MS);
    const lines: Row[] = [];
    for (const order of orders) {
        if (!isDeliveredCod(order) || !(COD_SITES as readonly string[]).includes(String(order.siteCode))) continue;
        const deliveredDate = deliveredDayOf(order);
        if (!deliveredDate) continue;
        const remittanceDate = remittanceDayOf(deliveredDate);
        if (remittanceDate < firstFriday || remittanceDate > lastFriday) continue;
        const courier = String(order.shippingNumber).slice(0, 2);
        if (!(COURIERS as readonly string[]).includes(courier)) continue;
        const hash = hashOf(String(order.orderId));
        const expected = toMinor(order.orderAmount);
        // Most lines collect the order's amount; a few are short or over by a round sum; now and then the order number is mistyped.
        const collected = hash % 37 === 0 ? expected - 100 * (50 + (hash % 450)) : hash % 53 === 0 ? expected + 100 * (20 + (hash % 80)) : expected;
        const orderNumber = Number(String(order.orderId).slice(3));
        const orderId = hash % 89 === 0 ? `OMS${orderNumber + 1}` : String(order.orderId);
        const codAmount = Math.max(collected, 100);
        lines.push({
            id: lines.length + 1,
            siteCode: order.siteCode,
            courier,
            remittanceDate,
            utrNo: utrOf(String(order.siteCode), courier, remittanceDate),
            awbNo: String(order.shippingNumber),
            orderId,
            deliveredDate,
            codAmount: fromMinor(codAmount),
            remittedAmount: fromMinor(codAmount - Math.round(codAmount * 0.015)),
            creator: 'Finance Ops',
            createTime: `${remittanceDate}T10:30:00.000Z`,
        });
    }
    const codOrders = codOrdersOf(orders);
    return lines.map(line => matchedLine(line, codOrders));
};

/** The remittances summed from their lines, one per site, courier and date. */
export const computeCodRemittances = (lines: readonly Row[]): Row[] => {
    const groups = new Map<string, Row[]>();
    for (const line of lines) {
        const id = String(line.remittanceId ?? remittanceIdOf(line.siteCode, line.courier, line.remittanceDate));
        groups.set(id, [...(groups.get(id) ?? []), line]);
    }
    return [...groups.entries()].map(([id, group]) => ({
        id,
        siteCode: group[0].siteCode,
        courier: group[0].courier,
        remittanceDate: String(group[0].remittanceDate).slice(0, 10),
        utrNo: group[0].utrNo,
        ...remittanceTotals(group),
        createTime: group.map(line => String(line.createTime ?? '')).sort()[0] || null,
    }));
};

export const COD_SEEDS: Readonly<Record<string, (rowsOf: RowsOf) => Row[]>> = {
    'cod-lines': rowsOf => seedCodLines(rowsOf),
    'cod-remittances': rowsOf => computeCodRemittances(rowsOf('cod-lines')),
};

/** Written only by the import (lines) or summed from them (remittances): plain REST writes answer 405. */
export const COD_READ_ONLY: Readonly<Record<string, string>> = {
    'cod-lines': 'the import of a courier’s remittance file',
    'cod-remittances': 'the import of its lines',
};
