import { DAY_MS, type Random } from '../random';
import { ORDERS_NOW } from '../seed/orders';
import type { Row } from '../collection';
import { totalsOf } from '../../../resources/transfer-orders/lines';

const PEOPLE = ['Priya Sharma', 'Rahul Verma', 'Anita Desai', 'Vikram Rao', 'Meera Iyer', 'Arjun Nair'];
const iso = (ms: number) => new Date(ms).toISOString();

/** A transfer number: TO, the creation day (YYMMDD) and a sequence of four digits. */
export const transferNumber = (createMs: number, sequence: number) =>
    `TO${new Date(createMs).toISOString().slice(2, 10).replace(/-/g, '')}${String(sequence).padStart(4, '0')}`;

/** The states the seed spreads its transfers over (partly received ones are made by users, with their difference). */
const SEEDED_STATES = ['created', 'created', 'shipped', 'shipped', 'received', 'received', 'received', 'received', 'cancelled'] as const;

/**
 * `count` transfers per site between two of its enabled warehouses, one to three of its SKUs each, a few units a line,
 * in the states a month of work leaves them: the newest still created, then shipped, the older received (in full),
 * a few cancelled. Their movements are in the stock ledger (movements.ts).
 */
export const seedTransfers = (random: Random, count: number, rowsOf: (name: string) => readonly Row[]): Row[] => {
    const warehouses = rowsOf('warehouses').filter(row => row.status !== 'disabled');
    const sites = [...new Set(warehouses.map(row => String(row.siteCode)))].sort();
    const rows: Row[] = [];
    for (const siteCode of sites) {
        const own = warehouses.filter(row => row.siteCode === siteCode);
        const skus = rowsOf('skus').filter(row => row.siteCode === siteCode);
        if (own.length < 2 || skus.length === 0) continue;
        for (let index = 0; index < count; index += 1) {
            const from = random.pick(own);
            const to = random.pick(own.filter(row => row.id !== from.id));
            const status = SEEDED_STATES[Math.min(SEEDED_STATES.length - 1, Math.floor((index / count) * SEEDED_STATES.length))];
            const createMs = ORDERS_NOW - (index + 1) * random.int(1, 3) * DAY_MS - random.int(0, 8) * 3_600_000;
            const shipMs = createMs + random.int(6, 30) * 3_600_000;
            const receiveMs = Math.min(shipMs + random.int(1, 4) * DAY_MS, ORDERS_NOW - 3_600_000);
            const chosen = new Set<Row>();
            const lineCount = random.int(1, 3);
            while (chosen.size < lineCount) chosen.add(random.pick(skus));
            const received = status === 'received';
            const lines = [...chosen].map(sku => {
                const qty = random.int(1, 10);
                return { skuId: sku.id, qty, receivedQty: received ? qty : null };
            });
            const creator = random.pick(PEOPLE);
            const log = [{ status: 'created', operator: creator, time: iso(createMs) }];
            if (status === 'cancelled') log.push({ status: 'cancelled', operator: creator, time: iso(shipMs) });
            if (status === 'shipped' || received) log.push({ status: 'shipped', operator: 'WMS', time: iso(shipMs) });
            if (received) log.push({ status: 'received', operator: 'WMS', time: iso(receiveMs) });
            const row: Row = {
                id: rows.length + 1,
                siteCode,
                transferOrderNo: transferNumber(createMs, index + 1),
                fromWarehouseId: from.id,
                toWarehouseId: to.id,
                lines,
                status,
                ewayBillNo: siteCode === 'in' && status !== 'created' && status !== 'cancelled' ? `${random.int(1, 9)}${random.digits(11)}` : '',
                remark: random.bool(0.3) ? random.pick(['Festive sale restock', 'Rebalance slow movers', 'New launch allocation', 'Return to main hub']) : '',
                statusLog: log,
                shipTime: status === 'shipped' || received ? iso(shipMs) : null,
                receiveTime: received ? iso(receiveMs) : null,
                creator,
                createTime: iso(createMs),
            };
            rows.push({ ...row, ...totalsOf(row) });
        }
    }
    return rows;
};
