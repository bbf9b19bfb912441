import type { Random } from '../random';
import type { Collection, Row } from '../collection';
import { seedMovements, type Movement } from './movements';
import { seedTransfers } from './transfers';
import { computeLedger, computeStocks, computeTurnover } from './balances';
import { computeWmsReport } from './wmsReport';
import { computeInvoices } from './invoices';
import { computeAfterSales } from './afterSales';
import { computeTimeliness } from './timeliness';
import { computeTradeIns } from './tradeIns';
import { computeWmsOrders } from './wmsOrders';
import { computeFinanceReport } from './financeReport';
import { computeOrderPayments } from './orderPayments';
import { fulfilmentIssues } from './applications';

type SeedKit = (random: Random, kit: { seed: { count: number } }, rowsOf: (name: string) => readonly Row[]) => Row[];

/** How many transfers the demo data holds per site. */
const SEEDED_TRANSFERS = 20;

/**
 * The supply collections the store seeds by hand (store.ts, HAND_SEEDED_KITS): the transfers, the one stock ledger,
 * and the collections summed from it (stock levels, the monthly ledger, turnover, the daily WMS report), which are
 * computed, never written.
 */
export const LEDGER_SEEDS: Readonly<Record<string, SeedKit>> = {
    'transfer-orders': (random, _kit, rowsOf) => seedTransfers(random, SEEDED_TRANSFERS, rowsOf),
    'stock-movements': (random, _kit, rowsOf) => seedMovements(random, rowsOf),
    stocks: (_random, _kit, rowsOf) => computeStocks(rowsOf),
    'inventory-ledger': (_random, _kit, rowsOf) => computeLedger(rowsOf),
    'stock-turnover': (_random, _kit, rowsOf) => computeTurnover(rowsOf),
    'wms-reports': (_random, _kit, rowsOf) => computeWmsReport(rowsOf),
    'gst-invoices': (_random, _kit, rowsOf) => computeInvoices(rowsOf),
    'after-sales-orders': (_random, _kit, rowsOf) => computeAfterSales(rowsOf),
    'timeliness-reports': (_random, _kit, rowsOf) => computeTimeliness(rowsOf),
    'trade-ins': (_random, _kit, rowsOf) => computeTradeIns(rowsOf),
    'wms-orders': (_random, _kit, rowsOf) => computeWmsOrders(rowsOf),
    'finance-reports': (_random, _kit, rowsOf) => computeFinanceReport(rowsOf),
    'order-payments': (_random, _kit, rowsOf) => computeOrderPayments(rowsOf),
};

/** The collections summed from the ledger and the transfers: dropped after each change, summed again when next read. */
export const LEDGER_VIEWS = ['stocks', 'inventory-ledger', 'stock-turnover', 'wms-reports'] as const;

/** Collections the REST engine never writes: the ledger changes only through the documents that move goods. */
export const LEDGER_READ_ONLY: Readonly<Record<string, string>> = {
    'stock-movements': 'receipts, shipped orders, transfers, returns and adjustments',
    stocks: 'the stock ledger (stock-movements)',
    'inventory-ledger': 'the stock ledger (stock-movements)',
    'stock-turnover': 'the stock ledger (stock-movements)',
    'wms-reports': 'the stock ledger (stock-movements)',
    'gst-invoices': 'the shipped orders and the returns of the stock ledger',
    'after-sales-orders': 'the returns of the stock ledger (stock-movements)',
    'timeliness-reports': 'the shipped orders',
    'trade-ins': 'the trade-in orders',
    'wms-orders': 'the paid orders approved by review',
    'finance-reports': 'the GST invoices and credit notes',
    'order-payments': 'the paid orders, their refunds and the gateways’ statements',
};

/**
 * Draws the ledger, if it is not in the store yet, before a change of a document that moves goods is written. The
 * ledger is drawn from the documents as they are when it is first read (the shipped transfers, the fulfilled
 * applications): drawn only when the change posts, it would hold the change's movements already, and posting them
 * would count them twice.
 */
export const drawLedger = (collections: Map<string, Collection>): void => {
    collections.get('stock-movements');
};

/**
 * Writes movements to the ledger and forgets the figures summed from it. `collections` is the store's map of
 * collections (seeded on first use, so a forgotten one is summed again when read). The change that posts them is
 * written after `drawLedger`.
 */
export const postMovements = (collections: Map<string, Collection>, movements: readonly Movement[]): void => {
    const ledger = collections.get('stock-movements')!;
    for (const movement of movements) ledger.create({ ...movement });
    forgetLedgerViews(collections);
};

/**
 * Documents written through the REST engine whose change moves goods: each gives the movements a write from `before`
 * to `after` posts (a stock application fulfilled issues its units).
 */
const POSTINGS: Readonly<Record<string, (before: Row, after: Row, operator: string) => Movement[]>> = {
    'stock-applications': fulfilmentIssues,
};

/** Before an accepted update of a collection is written: draws the ledger if the update will post to it. */
export const drawLedgerBeforeUpdate = (collections: Map<string, Collection>, collection: string, before: Row, after: Record<string, unknown>): void => {
    if ((POSTINGS[collection]?.(before, { ...after, id: before.id }, '') ?? []).length > 0) drawLedger(collections);
};

/** After an accepted update of a collection: posts what the change moved to the ledger, if anything. */
export const postUpdate = (collections: Map<string, Collection>, collection: string, before: Row, after: Row, operator: string): void => {
    const movements = POSTINGS[collection]?.(before, after, operator) ?? [];
    if (movements.length > 0) postMovements(collections, movements);
};

export const forgetLedgerViews = (collections: Map<string, Collection>): void => {
    for (const name of LEDGER_VIEWS) collections.delete(name);
};

export type { Movement } from './movements';
export { signed } from './movements';
