import { DAY_MS } from '../random';
import type { Row } from '../collection';
import {
    AGE_BUCKETS,
    ageBucketOf,
    fromMinor,
    OPEN_HANDLE_STATUSES,
    toMinor,
    TXN_TYPES,
    WARNING_OF_BUCKET,
    type HandleLogEntry,
    type HandleStatus,
    type MatchStatus,
} from '../../../resources/recon-items/model';
import { internalRecords, isoDay, matchKey, RECON_TODAY, type InternalRecord } from './statementLines';

/**
 * The match of OMS records against statement lines, and the reports computed from it: what
 * /reconciliation/externalResultQuery, summaryReport, agingWarningReport and externalSummary show. Everything sums in
 * the currency's minor unit (integers), so the reports' totals add up to the unit with the items' and /orders'.
 */

/** Item ids by match key, kept for the life of the mock: an item keeps its id (and its URL) across re-matches. */
const itemIds = new Map<string, number>();
export const idOf = (ids: Map<string, number>, key: string) => {
    let id = ids.get(key);
    if (id === undefined) {
        id = ids.size + 1;
        ids.set(key, id);
    }
    return id;
};

const HANDLING_FIELDS = ['handleStatus', 'handleMethod', 'exceptionReason', 'adjustAmount', 'handler', 'handleTime', 'log'] as const;

/** Days an item has been unmatched and its bucket, while it is open; none once matched or handled. */
export const ageOf = (txnTime: unknown, matchStatus: MatchStatus, handleStatus: HandleStatus) => {
    if (matchStatus === 'matched' || !OPEN_HANDLE_STATUSES.includes(handleStatus)) return { unmatchedDays: null, ageBucket: null };
    const days = Math.max(0, Math.floor((RECON_TODAY - Date.parse(String(txnTime))) / DAY_MS));
    return { unmatchedDays: days, ageBucket: ageBucketOf(days) };
};

const NO_HANDLING = { handleMethod: null, exceptionReason: null, adjustAmount: null, handler: null, handleTime: null };

/** Where an item's handling stands after a (re-)match: a match closes an item that was being worked, with a log entry. */
const handlingAfterMatch = (matchStatus: MatchStatus, prior: Row | undefined): Record<string, unknown> => {
    const log = (prior?.log as HandleLogEntry[] | undefined) ?? [];
    const before = (prior?.handleStatus as HandleStatus | undefined) ?? 'unhandled';
    const kept = { ...NO_HANDLING, ...(prior ? Object.fromEntries(HANDLING_FIELDS.map(field => [field, prior[field] ?? null])) : {}), log };
    if (matchStatus !== 'matched') return { ...kept, handleStatus: before === 'not_required' ? 'unhandled' : before };
    if (log.length === 0) return { ...kept, handleStatus: 'not_required' };
    if (!OPEN_HANDLE_STATUSES.includes(before)) return kept;
    const entry: HandleLogEntry = { action: 'matched_on_import', reason: '', adjustAmount: null, remark: '', handler: 'system', time: new Date().toISOString(), from: before, to: 'handled' };
    return { ...kept, handleStatus: 'handled', log: [...log, entry] };
};

/**
 * The matching engine, shared by the gateway reconciliation (below) and the settlement reconciliation
 * (settlement.ts): each record takes the first unused line of its key, in the records' order; the lines left over
 * come last, with `keyed` telling whether a record of their key exists (a second line of a matched key is a
 * duplicate; a line of no record's key is one OMS does not know).
 */
export const pairByKey = <R>(
    records: readonly R[],
    keyOfRecord: (record: R) => string,
    lines: readonly Row[],
    keyOfLine: (line: Row) => string,
): { key: string; record?: R; line?: Row; keyed: boolean }[] => {
    const linesByKey = new Map<string, Row[]>();
    for (const line of lines) {
        const key = keyOfLine(line);
        const list = linesByKey.get(key);
        if (list) list.push(line);
        else linesByKey.set(key, [line]);
    }
    const pairs: { key: string; record?: R; line?: Row; keyed: boolean }[] = [];
    const used = new Set<Row>();
    const recordKeys = new Set<string>();
    for (const record of records) {
        const key = keyOfRecord(record);
        recordKeys.add(key);
        const line = linesByKey.get(key)?.find(candidate => !used.has(candidate));
        if (line) used.add(line);
        pairs.push({ key, record, line, keyed: true });
    }
    for (const line of lines) {
        if (!used.has(line)) {
            const key = keyOfLine(line);
            pairs.push({ key, line, keyed: recordKeys.has(key) });
        }
    }
    return pairs;
};

/** How a record and a line compare: equal to the unit, another amount, or one side missing. */
export const matchStatusOf = (hasRecord: boolean, hasLine: boolean, recordMinor: number, lineMinor: number): MatchStatus =>
    !hasLine ? 'internal_only' : !hasRecord ? 'external_only' : recordMinor === lineMinor ? 'matched' : 'amount_mismatch';

/**
 * Every site's match result: each record with the first unused line of its key (matched when the amounts are equal
 * to the unit, else amount_mismatch), records without one (internal_only), lines left over (external_only: a second
 * line of the same key is a duplicate). `prior` items keep their handling.
 */
export const matchItems = (orders: readonly Row[], refunds: readonly Row[], lines: readonly Row[], prior: readonly Row[] = []): Row[] => {
    const priorByKey = new Map(prior.map(item => [String(item.matchKey), item]));
    const item = (key: string, record: Omit<InternalRecord, 'key'> | undefined, line: Row | undefined): Row => {
        const internalMinor = record?.amountMinor ?? 0;
        const externalMinor = line ? toMinor(line.grossAmount) : 0;
        const matchStatus = matchStatusOf(!!record, !!line, internalMinor, externalMinor);
        const source = record ?? { siteCode: String(line!.siteCode), txnType: line!.txnType as 'payment', orderId: String(line!.orderId), refundNo: String(line!.refundNo ?? ''), payChannel: String(line!.payChannel), txnTime: String(line!.txnTime) };
        const handling = handlingAfterMatch(matchStatus, priorByKey.get(key));
        const id = idOf(itemIds, key);
        return {
            id,
            siteCode: source.siteCode,
            matchKey: key,
            itemNo: `RC${source.siteCode.toUpperCase()}${String(id).padStart(7, '0')}`,
            payChannel: source.payChannel,
            txnType: source.txnType,
            orderId: source.orderId,
            refundNo: source.refundNo,
            gatewayTxnId: line?.gatewayTxnId ?? null,
            internalAmount: record ? fromMinor(internalMinor) : null,
            externalAmount: line ? fromMinor(externalMinor) : null,
            diffAmount: fromMinor(externalMinor - internalMinor),
            matchStatus,
            txnTime: source.txnTime,
            settlementDate: line?.statementDate ?? null,
            importBatch: line?.importBatch ?? null,
            ...handling,
            ...ageOf(source.txnTime, matchStatus, handling.handleStatus as HandleStatus),
        };
    };
    const pairs = pairByKey(
        internalRecords(orders, refunds),
        record => `${record.siteCode}|${record.key}`,
        lines,
        line => `${String(line.siteCode)}|${matchKey(line.txnType, line.orderId, line.refundNo)}`,
    );
    return pairs.map(({ key, record, line }) => (record ? item(key, record, line) : item(`${String(line!.siteCode)}|ext:${String(line!.gatewayTxnId)}`, undefined, line)));
};

const reportIds = new Map<string, number>();

/** Rows grouped by a key made of some fields, with sums in minor units. */
export const groupBy = <T>(rows: readonly Row[], keyOf: (row: Row) => string, start: (row: Row) => T, add: (group: T, row: Row) => void) => {
    const groups = new Map<string, T>();
    for (const row of rows) {
        const key = keyOf(row);
        let group = groups.get(key);
        if (!group) {
            group = start(row);
            groups.set(key, group);
        }
        add(group, row);
    }
    return groups;
};

/**
 * The summary report: per day of the transaction, gateway and type, what OMS holds and what the statements say, what
 * matched and the difference (statements less OMS). The day is the transaction's in UTC, as /orders' paid time.
 */
export const summarise = (items: readonly Row[]): Row[] => {
    const groups = groupBy(
        items,
        item => `${String(item.siteCode)}|${String(item.txnTime).slice(0, 10)}|${String(item.payChannel)}|${String(item.txnType)}`,
        item => ({ siteCode: item.siteCode, period: String(item.txnTime).slice(0, 10), payChannel: item.payChannel, txnType: item.txnType, internalCount: 0, internalMinor: 0, externalCount: 0, externalMinor: 0, matchedCount: 0, matchedMinor: 0, unmatchedCount: 0, count: 0 }),
        (group, item) => {
            group.count += 1;
            if (item.internalAmount !== null) {
                group.internalCount += 1;
                group.internalMinor += toMinor(item.internalAmount);
            }
            if (item.externalAmount !== null) {
                group.externalCount += 1;
                group.externalMinor += toMinor(item.externalAmount);
            }
            if (item.matchStatus === 'matched') {
                group.matchedCount += 1;
                group.matchedMinor += toMinor(item.internalAmount);
            } else group.unmatchedCount += 1;
        },
    );
    return [...groups.entries()].map(([key, group]) => ({
        id: idOf(reportIds, `summary|${key}`),
        siteCode: group.siteCode,
        period: group.period,
        payChannel: group.payChannel,
        txnType: group.txnType,
        internalCount: group.internalCount,
        internalAmount: fromMinor(group.internalMinor),
        externalCount: group.externalCount,
        externalAmount: fromMinor(group.externalMinor),
        matchedCount: group.matchedCount,
        matchedAmount: fromMinor(group.matchedMinor),
        unmatchedCount: group.unmatchedCount,
        diffAmount: fromMinor(group.externalMinor - group.internalMinor),
        matchRate: Math.round((group.matchedCount / group.count) * 10_000) / 10_000,
    }));
};

/**
 * The ageing report: the open unmatched items by gateway, type and age bucket (every bucket of every gateway the site
 * reconciles, empty ones too), their count, the amount at stake (the differences, unsigned) and the oldest.
 */
export const ageing = (items: readonly Row[]): Row[] => {
    const channels = new Map<string, Set<string>>();
    for (const item of items) {
        const set = channels.get(String(item.siteCode)) ?? new Set<string>();
        set.add(String(item.payChannel));
        channels.set(String(item.siteCode), set);
    }
    const open = groupBy(
        items.filter(item => item.ageBucket),
        item => `${String(item.siteCode)}|${String(item.payChannel)}|${String(item.txnType)}|${String(item.ageBucket)}`,
        () => ({ itemCount: 0, minor: 0, oldest: '' }),
        (group, item) => {
            group.itemCount += 1;
            group.minor += Math.abs(toMinor(item.diffAmount));
            const day = String(item.txnTime).slice(0, 10);
            if (!group.oldest || day < group.oldest) group.oldest = day;
        },
    );
    return [...channels.entries()].flatMap(([siteCode, set]) =>
        [...set].sort().flatMap(payChannel =>
            TXN_TYPES.flatMap(txnType =>
                AGE_BUCKETS.map(ageBucket => {
                    const key = `${siteCode}|${payChannel}|${txnType}|${ageBucket}`;
                    const group = open.get(key);
                    return {
                        id: idOf(reportIds, `ageing|${key}`),
                        siteCode,
                        payChannel,
                        txnType,
                        ageBucket,
                        itemCount: group?.itemCount ?? 0,
                        amount: fromMinor(group?.minor ?? 0),
                        oldestTxnDate: group?.oldest || null,
                        warningLevel: WARNING_OF_BUCKET[ageBucket],
                    };
                }),
            ),
        ),
    );
};

/** The external summary: the imported statements' daily totals by gateway (payments gross, refunds, fees, tax, net). */
export const statementTotals = (lines: readonly Row[]): Row[] => {
    const groups = groupBy(
        lines,
        line => `${String(line.siteCode)}|${String(line.payChannel)}|${String(line.statementDate)}`,
        line => ({ siteCode: line.siteCode, payChannel: line.payChannel, merchantId: line.merchantId, statementDate: line.statementDate, importBatch: line.importBatch, txnCount: 0, gross: 0, refund: 0, fee: 0, tax: 0, net: 0 }),
        (group, line) => {
            group.txnCount += 1;
            const gross = toMinor(line.grossAmount);
            if (line.txnType === 'refund') group.refund += gross;
            else group.gross += gross;
            group.fee += toMinor(line.feeAmount);
            group.tax += toMinor(line.taxOnFee);
            group.net += toMinor(line.netAmount);
        },
    );
    return [...groups.entries()].map(([key, group]) => ({
        id: idOf(reportIds, `statement|${key}`),
        siteCode: group.siteCode,
        payChannel: group.payChannel,
        merchantId: group.merchantId,
        statementDate: group.statementDate,
        txnCount: group.txnCount,
        grossAmount: fromMinor(group.gross),
        refundAmount: fromMinor(group.refund),
        feeAmount: fromMinor(group.fee),
        taxOnFee: fromMinor(group.tax),
        netAmount: fromMinor(group.net),
        importBatch: group.importBatch,
    }));
};

export { isoDay };
