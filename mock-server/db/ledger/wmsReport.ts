import type { Row } from '../collection';

/**
 * The daily WMS report (/inventory/wms-report), summed from the one stock ledger: per warehouse and day on which
 * goods moved, what came in (receipts and transfers arriving), what went out (shipped orders and transfers leaving),
 * what customers returned, the net of the stock counts' corrections (the difference the WMS found), and the closing
 * stock of every SKU together at the end of that day. A warehouse's last closing stock is the sum of its on-hand
 * stock on the stock screen.
 */

interface Day {
    siteCode: string;
    date: string;
    warehouseId: string | number;
    inboundQty: number;
    outboundQty: number;
    returnQty: number;
    diffQty: number;
}

/** Which column of the report a movement type counts in, and with what sign. */
const COLUMN_OF: Readonly<Record<string, { column: 'inboundQty' | 'outboundQty' | 'returnQty' | 'diffQty'; sign: 1 | -1 }>> = {
    inbound: { column: 'inboundQty', sign: 1 },
    transfer_in: { column: 'inboundQty', sign: 1 },
    outbound: { column: 'outboundQty', sign: -1 },
    transfer_out: { column: 'outboundQty', sign: -1 },
    issue: { column: 'outboundQty', sign: -1 },
    return: { column: 'returnQty', sign: 1 },
    adjustment: { column: 'diffQty', sign: 1 },
};

export const computeWmsReport = (rowsOf: (name: string) => readonly Row[]): Row[] => {
    const days = new Map<string, Day>();
    for (const movement of rowsOf('stock-movements')) {
        const date = String(movement.movementTime).slice(0, 10);
        const key = `${String(movement.siteCode)}|${String(movement.warehouseId)}|${date}`;
        const day = days.get(key) ?? {
            siteCode: String(movement.siteCode),
            date,
            warehouseId: movement.warehouseId as string | number,
            inboundQty: 0,
            outboundQty: 0,
            returnQty: 0,
            diffQty: 0,
        };
        const counts = COLUMN_OF[String(movement.movementType)];
        if (counts) day[counts.column] += counts.sign * Number(movement.qty);
        days.set(key, day);
    }
    const ordered = [...days.values()].sort((a, b) =>
        a.siteCode !== b.siteCode ? (a.siteCode < b.siteCode ? -1 : 1) : String(a.warehouseId) !== String(b.warehouseId) ? (String(a.warehouseId) < String(b.warehouseId) ? -1 : 1) : a.date < b.date ? -1 : 1,
    );
    const closing = new Map<string, number>();
    return ordered.map((day, index) => {
        const warehouseKey = `${day.siteCode}|${String(day.warehouseId)}`;
        const closingStock = (closing.get(warehouseKey) ?? 0) + day.inboundQty - day.outboundQty + day.returnQty + day.diffQty;
        closing.set(warehouseKey, closingStock);
        return { id: index + 1, ...day, closingStock };
    });
};
