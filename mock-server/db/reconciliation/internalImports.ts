import { DAY_MS } from '../random';
import type { Row } from '../collection';
import { fromMinor } from '../../../resources/recon-items/model';
import { internalRecords, isoDay, RECON_TODAY, WINDOW_START, type InternalRecord } from './statementLines';

/**
 * The loads of OMS's own records into the reconciliation (/reconciliation/internalImport): what a load of a site's
 * channel and period counts and sums, from the same records the match reads (internalRecords: the paid orders and
 * successful refunds), in the currency's minor unit, so a load's totals agree with the match result and /orders.
 */

export interface LoadTotals {
    paymentCount: number;
    paymentAmount: number;
    refundCount: number;
    refundAmount: number;
    netAmount: number;
}

/** The totals of the records of a site's channel whose day falls in the period (days as 'YYYY-MM-DD', both included). */
export const loadTotals = (records: readonly InternalRecord[], siteCode: string, payChannel: string, periodFrom: string, periodTo: string): LoadTotals => {
    let payments = 0;
    let paymentMinor = 0;
    let refunds = 0;
    let refundMinor = 0;
    for (const record of records) {
        if (record.siteCode !== siteCode || record.payChannel !== payChannel) continue;
        const day = record.txnTime.slice(0, 10);
        if (day < periodFrom || day > periodTo) continue;
        if (record.txnType === 'payment') {
            payments += 1;
            paymentMinor += record.amountMinor;
        } else {
            refunds += 1;
            refundMinor += record.amountMinor;
        }
    }
    return {
        paymentCount: payments,
        paymentAmount: fromMinor(paymentMinor),
        refundCount: refunds,
        refundAmount: fromMinor(refundMinor),
        netAmount: fromMinor(paymentMinor - refundMinor),
    };
};

/** A load's number: the day it was made and its sequence that day. */
export const batchNumber = (time: number, sequence: number) => `INT${isoDay(Math.floor(time / DAY_MS) * DAY_MS).replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;

/** Days of the window left to load: the last week's payments are still being settled when the seed was made. */
const LEFT_TO_LOAD_DAYS = 7;
const OPERATORS = ['Priya Sharma', 'Wang Fang', 'Rahul Verma'];

/**
 * The seeded loads: each site's channels, a week at a time from the window's first day, up to a week before the
 * reconciliation's today; each made the morning after its period.
 */
export const seedInternalImports = (orders: readonly Row[], refunds: readonly Row[]): Row[] => {
    const records = internalRecords(orders, refunds);
    const channelsOf = new Map<string, Set<string>>();
    for (const record of records) {
        const channels = channelsOf.get(record.siteCode) ?? new Set<string>();
        channels.add(record.payChannel);
        channelsOf.set(record.siteCode, channels);
    }
    const lastDay = Math.floor(RECON_TODAY / DAY_MS) * DAY_MS - LEFT_TO_LOAD_DAYS * DAY_MS;
    const rows: Row[] = [];
    const sequenceOf = new Map<number, number>();
    for (const [siteCode, channels] of [...channelsOf.entries()].sort(([a], [b]) => a.localeCompare(b))) {
        for (const payChannel of [...channels].sort()) {
            for (let start = WINDOW_START; start + 6 * DAY_MS <= lastDay; start += 7 * DAY_MS) {
                const periodFrom = isoDay(start);
                const periodTo = isoDay(start + 6 * DAY_MS);
                const loadedAt = start + 7 * DAY_MS + 9 * 3_600_000;
                const sequence = (sequenceOf.get(start) ?? 0) + 1;
                sequenceOf.set(start, sequence);
                rows.push({
                    id: rows.length + 1,
                    siteCode,
                    batchNo: batchNumber(loadedAt, sequence),
                    payChannel,
                    periodFrom,
                    periodTo,
                    ...loadTotals(records, siteCode, payChannel, periodFrom, periodTo),
                    operator: OPERATORS[sequence % OPERATORS.length],
                    importTime: new Date(loadedAt + sequence * 60_000).toISOString(),
                });
            }
        }
    }
    return rows;
};
