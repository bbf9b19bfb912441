import type { Row } from './collection';
import { DAY_MS } from './random';
import { ORDERS_NOW } from './seed/orders';
import { fromMinor, toMinor } from '../../resources/recon-items/model';
import { conversionOf, sessionOf } from '../../resources/live-stream-reports/model';

type RowsOf = (name: string) => readonly Row[];

/**
 * The data platform's reports (/dataPlatForm/live, diary), summed by the mock from the live orders of /orders (live
 * data, dataType 0), so their orders and GMV agree with the order list:
 *
 * - a sale counts when the order was paid and is not cancelled; GMV is those orders' amounts, in minor units;
 * - live: per session of /live that has started (live or ended), the live-sale orders it brought in
 *   (live-stream-reports/model.ts); its audience is the streaming platform's figure, which OMS does not hold: drawn
 *   from the session's id and length, so it never changes between two reads;
 * - diary: per site and day of the last 60 days up to the demo's "today", the orders placed, the sales, GMV, average
 *   order value (GMV / sales) and UV (visitors: 25–60 per order placed, drawn from the day), conversion = sales / UV.
 */

const hashOf = (text: string) => [...text].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 29);
const isSale = (order: Row) => order.dataType === 0 && order.paidTime !== null && order.paidTime !== undefined && order.orderStatus !== 'cancelled';

export const computeLiveReports = (rowsOf: RowsOf): Row[] => {
    const started = rowsOf('live-streams')
        .filter(session => session.status === 'live' || session.status === 'ended')
        .sort((a, b) => String(b.startTime).localeCompare(String(a.startTime)));
    const bySite = new Map<string, Row[]>();
    for (const session of started) bySite.set(String(session.siteCode), [...(bySite.get(String(session.siteCode)) ?? []), session]);
    const sold = new Map<string, { orders: number; gmv: number }>();
    for (const order of rowsOf('orders')) {
        if (!order.liveSale || !isSale(order)) continue;
        const session = sessionOf(bySite.get(String(order.siteCode)) ?? [], String(order.orderTime));
        if (!session) continue;
        const totals = sold.get(String(session.id)) ?? { orders: 0, gmv: 0 };
        totals.orders += 1;
        totals.gmv += toMinor(order.orderAmount);
        sold.set(String(session.id), totals);
    }
    return started.map(session => {
        const hash = hashOf(`${String(session.siteCode)}:${String(session.id)}`);
        const hours = Math.max(1, (Date.parse(String(session.endTime)) - Date.parse(String(session.startTime))) / 3_600_000);
        const { orders, gmv } = sold.get(String(session.id)) ?? { orders: 0, gmv: 0 };
        const viewers = Math.max(Math.round((1_500 + (hash % 8_500)) * hours), orders * 20);
        return {
            id: session.id,
            siteCode: session.siteCode,
            liveId: session.id,
            title: session.title,
            startTime: session.startTime,
            endTime: session.endTime,
            viewers,
            peakOnline: Math.round(viewers * (0.12 + ((hash >>> 3) % 10) / 100)),
            likes: viewers * (2 + ((hash >>> 5) % 4)) + ((hash >>> 7) % 1_000),
            comments: Math.round(viewers * (0.03 + ((hash >>> 9) % 6) / 100)),
            orders,
            gmv: fromMinor(gmv),
            conversionRate: conversionOf(orders, viewers),
        };
    });
};

const DIARY_DAYS = 60;
const NOTES: Readonly<Record<number, string>> = {
    3: 'Weekend flash sale: app banner and push at 19:00',
    11: 'Payment gateway slow 14:00–15:10; orders retried',
    26: 'New phone launch live stream; stock of the 256 GB model ran out by 21:00',
    45: 'Festive sale starts: homepage takeover',
};

export const computeDailyReports = (rowsOf: RowsOf): Row[] => {
    const lastDay = new Date(ORDERS_NOW).toISOString().slice(0, 10);
    const firstDay = new Date(Date.parse(`${lastDay}T00:00:00.000Z`) - (DIARY_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    const days = new Map<string, { siteCode: string; date: string; orders: number; paidOrders: number; gmv: number }>();
    for (const order of rowsOf('orders')) {
        if (order.dataType !== 0) continue;
        const date = String(order.orderTime).slice(0, 10);
        if (date < firstDay || date > lastDay) continue;
        const key = `${String(order.siteCode)}-${date}`;
        const day = days.get(key) ?? { siteCode: String(order.siteCode), date, orders: 0, paidOrders: 0, gmv: 0 };
        day.orders += 1;
        if (isSale(order)) {
            day.paidOrders += 1;
            day.gmv += toMinor(order.orderAmount);
        }
        days.set(key, day);
    }
    return [...days.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([id, day]) => {
            const uv = day.orders * (25 + (hashOf(id) % 36));
            const back = Math.round((Date.parse(`${lastDay}T00:00:00.000Z`) - Date.parse(`${day.date}T00:00:00.000Z`)) / DAY_MS);
            const note = NOTES[back] ?? '';
            return {
                id,
                siteCode: day.siteCode,
                date: day.date,
                uv,
                orders: day.orders,
                paidOrders: day.paidOrders,
                gmv: fromMinor(day.gmv),
                aov: day.paidOrders > 0 ? fromMinor(Math.round(day.gmv / day.paidOrders)) : 0,
                conversionRate: conversionOf(day.paidOrders, uv),
                note,
                lastOperator: note ? 'Ops Daily' : null,
                updateTime: note ? `${day.date}T22:00:00.000Z` : null,
            };
        });
};

export const DATA_PLATFORM_SEEDS: Readonly<Record<string, (rowsOf: RowsOf) => Row[]>> = {
    'live-stream-reports': computeLiveReports,
    'daily-reports': computeDailyReports,
};

/** Computed, never written (the daily report's note aside, by PUT only: mock-server/handlers/custom/dataPlatform.ts). */
export const DATA_PLATFORM_READ_ONLY: Readonly<Record<string, string>> = {
    'live-stream-reports': 'the live sessions and the live-sale orders',
};
