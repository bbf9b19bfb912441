import { SALES_TYPES } from '../../../resources/stock-movements/movementTypes';
import { linesOf } from '../../../resources/transfer-orders/lines';
import { ORDERS_NOW } from '../seed/orders';
import type { Row } from '../collection';

/**
 * Every stock figure of the inventory screens, summed from the one stock ledger (stock-movements): stock levels per
 * SKU and warehouse, and per month the ledger (opening, in, out, closing, and their value) and the turnover. The
 * store computes them again after any change of the ledger or of the transfers, so the three screens always agree.
 */

const round2 = (value: number) => Math.round(value * 100) / 100;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** A SKU's safety stock in a warehouse: a week of a typical store's sales, more for the cheaper, faster SKUs. */
const safetyStockOf = (sku: Row) => (Number(sku.sellingPrice) > 0 && Number(sku.sellingPrice) < 3_000 ? 30 : 15);

/** The unit cost the ledger values stock at, until finance imports the month's costs: 70 % of the selling price. */
export const unitCostOf = (sku: Row | undefined) => round2(Number(sku?.sellingPrice ?? 0) * 0.7);

interface Pair {
    siteCode: string;
    sku: Row;
    warehouse: Row;
}

/** Every SKU in every warehouse of each site, in one fixed order (site, SKU, warehouse): the rows' ids follow it. */
const pairsOf = (rowsOf: (name: string) => readonly Row[]): Pair[] => {
    const warehouses = rowsOf('warehouses');
    return rowsOf('skus').flatMap(sku =>
        warehouses.filter(warehouse => warehouse.siteCode === sku.siteCode).map(warehouse => ({ siteCode: String(sku.siteCode), sku, warehouse })),
    );
};

const keyOf = (siteCode: unknown, skuId: unknown, warehouseId: unknown) => `${String(siteCode)}|${String(skuId)}|${String(warehouseId)}`;

/** Quantities of the transfers' lines in a state, by site, SKU and warehouse (the source's or the destination's). */
const transferQty = (transfers: readonly Row[], status: string, side: 'fromWarehouseId' | 'toWarehouseId') => {
    const totals = new Map<string, number>();
    for (const transfer of transfers.filter(row => row.status === status)) {
        for (const line of linesOf(transfer)) {
            const key = keyOf(transfer.siteCode, line.skuId, transfer[side]);
            totals.set(key, (totals.get(key) ?? 0) + Number(line.qty ?? 0));
        }
    }
    return totals;
};

/** Stock levels: on hand (the ledger's sum), locked (transfers created, not shipped), available, in transit. */
export const computeStocks = (rowsOf: (name: string) => readonly Row[]): Row[] => {
    const onHand = new Map<string, { qty: number; last: string }>();
    for (const movement of rowsOf('stock-movements')) {
        const key = keyOf(movement.siteCode, movement.skuId, movement.warehouseId);
        const held = onHand.get(key) ?? { qty: 0, last: '' };
        held.qty += Number(movement.qty);
        if (String(movement.movementTime) > held.last) held.last = String(movement.movementTime);
        onHand.set(key, held);
    }
    const transfers = rowsOf('transfer-orders');
    const locked = transferQty(transfers, 'created', 'fromWarehouseId');
    const inTransit = transferQty(transfers, 'shipped', 'toWarehouseId');
    return pairsOf(rowsOf).map(({ siteCode, sku, warehouse }, index) => {
        const key = keyOf(siteCode, sku.id, warehouse.id);
        const held = onHand.get(key) ?? { qty: 0, last: '' };
        const lockedQty = Math.min(locked.get(key) ?? 0, Math.max(held.qty, 0));
        const availableQty = Math.max(held.qty - lockedQty, 0);
        const safetyStock = safetyStockOf(sku);
        return {
            id: index + 1,
            siteCode,
            skuId: sku.id,
            warehouseId: warehouse.id,
            onHandQty: held.qty,
            lockedQty,
            availableQty,
            inTransitQty: inTransit.get(key) ?? 0,
            safetyStock,
            belowSafety: availableQty < safetyStock,
            lastMovementTime: held.last || null,
        };
    });
};

const monthOf = (time: string) => `${time.slice(0, 7)}-01`;

/** The months from the first movement's to the latest (the demo's today, or a later movement's). */
const monthsOf = (movements: readonly Row[]): string[] => {
    if (movements.length === 0) return [];
    const times = movements.map(row => String(row.movementTime)).sort();
    const first = monthOf(times[0]);
    const last = [monthOf(times.at(-1)!), monthOf(new Date(ORDERS_NOW).toISOString())].sort().at(-1)!;
    const months: string[] = [];
    for (let at = new Date(`${first}T00:00:00Z`); at.toISOString().slice(0, 10) <= last; at.setUTCMonth(at.getUTCMonth() + 1)) {
        months.push(at.toISOString().slice(0, 10));
    }
    return months;
};

interface MonthFigures {
    inQty: number;
    outQty: number;
    salesQty: number;
}

/**
 * Per month, SKU and warehouse: opening, in, out and closing (each month's closing the next one's opening), the
 * units sold, and the values at the SKU's unit cost. One pass over the ledger for both monthly screens.
 */
const monthlyBalances = (rowsOf: (name: string) => readonly Row[]) => {
    const movements = rowsOf('stock-movements');
    const months = monthsOf(movements);
    const figures = new Map<string, MonthFigures>();
    for (const movement of movements) {
        const key = `${keyOf(movement.siteCode, movement.skuId, movement.warehouseId)}|${monthOf(String(movement.movementTime))}`;
        const month = figures.get(key) ?? { inQty: 0, outQty: 0, salesQty: 0 };
        const qty = Number(movement.qty);
        if (qty > 0) month.inQty += qty;
        else month.outQty -= qty;
        if (SALES_TYPES.has(String(movement.movementType))) month.salesQty -= qty;
        figures.set(key, month);
    }
    return pairsOf(rowsOf).flatMap(({ siteCode, sku, warehouse }) => {
        let opening = 0;
        return months.map(month => {
            const { inQty, outQty, salesQty } = figures.get(`${keyOf(siteCode, sku.id, warehouse.id)}|${month}`) ?? { inQty: 0, outQty: 0, salesQty: 0 };
            const closing = opening + inQty - outQty;
            const row = { siteCode, month, sku, warehouse, openingQty: opening, inQty, outQty, closingQty: closing, salesQty };
            opening = closing;
            return row;
        });
    });
};

const daysIn = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/** The inventory ledger (financial statements): quantities and values per month, SKU and warehouse. */
export const computeLedger = (rowsOf: (name: string) => readonly Row[]): Row[] =>
    monthlyBalances(rowsOf).map((row, index) => {
        const unitCost = unitCostOf(row.sku);
        return {
            id: index + 1,
            siteCode: row.siteCode,
            month: row.month,
            skuId: row.sku.id,
            warehouseId: row.warehouse.id,
            openingQty: row.openingQty,
            inQty: row.inQty,
            outQty: row.outQty,
            closingQty: row.closingQty,
            unitCost,
            openingValue: round2(row.openingQty * unitCost),
            inValue: round2(row.inQty * unitCost),
            outValue: round2(row.outQty * unitCost),
            closingValue: round2(row.closingQty * unitCost),
        };
    });

/** Turnover: opening and closing stock, units sold, average stock and the days of cover per month. */
export const computeTurnover = (rowsOf: (name: string) => readonly Row[]): Row[] =>
    monthlyBalances(rowsOf).map((row, index) => {
        const avgStock = round1((row.openingQty + row.closingQty) / 2);
        return {
            id: index + 1,
            siteCode: row.siteCode,
            month: row.month,
            skuId: row.sku.id,
            warehouseId: row.warehouse.id,
            openingQty: row.openingQty,
            closingQty: row.closingQty,
            salesQty: row.salesQty,
            avgStock,
            turnoverDays: row.salesQty > 0 ? round1((avgStock * daysIn(row.month)) / row.salesQty) : null,
        };
    });
