import { DAY_MS, type Random } from '../random';
import type { Row } from '../collection';
import { fromMinor, toMinor, type MatchStatus } from '../../../resources/recon-items/model';
import { bookedMinor, chargesMinor, type ErrorLogEntry, type ErrorStatus, type ErrorType, type ReconStatus } from '../../../resources/settlement-common/model';
import { rawRowOf } from '../../../resources/settlement-common/lineDescription';
import { PROVIDER_KEYS, providerOfMethod, SETTLEMENT_PROVIDERS, type ProviderKey } from '../../../resources/settlement-common/providers';
import { groupBy, idOf, matchStatusOf, pairByKey } from './matching';
import { dayOf, hash, internalRecords, isoDay, matchKey, RECON_TODAY, type InternalRecord } from './statementLines';

/**
 * The settlement reconciliation of /financialReconciliation: the providers' settlement files matched against the
 * paid orders and successful refunds of /orders by the gateway reconciliation's engine (matching.ts: order number,
 * refund number, amount), and everything its screens show computed from that match in the currency's minor unit:
 * the lines' match, the errors to work, the order-level details, the summary per provider and day, and the bills
 * against the books per provider and month. The fee rates and settlement cycles are the provider settings'
 * (/financialReconciliation/financialInfoSettings).
 */

/** A record a provider settles: a payment or refund of an order paid with one of its methods. */
export interface SettlementRecord extends InternalRecord {
    provider: ProviderKey;
    payMethod: string;
    emiType: string;
    /** The order's amount (a refund's record carries its order's too). */
    orderAmount: unknown;
}

/** The last records drawn, by the orders' rows and what the refunds were then: the five providers' seeds read the same. */
const recordsKept = new WeakMap<readonly Row[], { print: string; records: SettlementRecord[] }>();
export const refundsPrint = (refunds: readonly Row[]) => `${refunds.length}:${refunds.filter(refund => refund.status === 'success').map(refund => refund.id).join(',')}`;

/** The site's records of the window, by provider (cash on delivery is the couriers', reconciled at codList). */
export const settlementRecords = (orders: readonly Row[], refunds: readonly Row[]): SettlementRecord[] => {
    const print = `${orders.length}|${refundsPrint(refunds)}`;
    const kept = recordsKept.get(orders);
    if (kept?.print === print) return kept.records;
    const records = drawRecords(orders, refunds);
    recordsKept.set(orders, { print, records });
    return records;
};

const drawRecords = (orders: readonly Row[], refunds: readonly Row[]): SettlementRecord[] => {
    const records = internalRecords(orders, refunds);
    const wanted = new Set(records.map(record => record.orderId));
    const byOrder = new Map<string, Row>();
    for (const order of orders) if (wanted.has(String(order.orderId)) && (order.dataType ?? 0) === 0) byOrder.set(String(order.orderId), order);
    return records.flatMap(record => {
        const order = byOrder.get(record.orderId);
        const provider = providerOfMethod(order?.payMethod);
        return order && provider ? [{ ...record, provider, payMethod: String(order.payMethod), emiType: String(order.benefitEmiType ?? ''), orderAmount: order.orderAmount }] : [];
    });
};

/** What the match reads of the provider settings, in short (a changed rate or cycle means a new match). */
export const termsPrint = (settings: readonly Row[]) =>
    settings.map(row => `${String(row.siteCode)}${String(row.provider)}:${String(row.feeRate)}:${String(row.taxOnFeeRate)}:${String(row.settlementCycleDays)}:${String(row.status)}`).join(',');

/** A gateway's settings on a site, as the reconciliation reads them: rates in millionths (integer arithmetic). */
interface Terms {
    feePpm: number;
    taxPpm: number;
    cycleDays: number;
    merchantId: string;
}
const DEFAULT_TERMS: Terms = { feePpm: 20_000, taxPpm: 0, cycleDays: 2, merchantId: '' };
const ppm = (rate: unknown) => Math.round(Number(rate ?? 0) * 1_000_000);

export const termsIndex = (settings: readonly Row[]) => {
    const index = new Map<string, Terms>();
    for (const row of settings) {
        if (row.status === 'disabled') continue;
        index.set(`${String(row.siteCode)}|${String(row.provider)}`, {
            feePpm: ppm(row.feeRate),
            taxPpm: ppm(row.taxOnFeeRate),
            cycleDays: Number(row.settlementCycleDays ?? 2),
            merchantId: String(row.merchantId ?? ''),
        });
    }
    return (siteCode: unknown, payChannel: unknown) => index.get(`${String(siteCode)}|${String(payChannel)}`) ?? DEFAULT_TERMS;
};

/** The fee and its tax the settings give for a gross amount (minor units); a refund's fee is waived. */
export const expectedChargesOf = (terms: Terms, txnType: unknown, grossMinor: number, extraFeePpm = 0) => {
    if (txnType === 'refund') return { feeMinor: 0, taxMinor: 0 };
    const feeMinor = Math.round((grossMinor * (terms.feePpm + extraFeePpm)) / 1_000_000);
    return { feeMinor, taxMinor: Math.round((feeMinor * terms.taxPpm) / 1_000_000) };
};

/** No-cost EMI: the interest the brand bears for the customer, by tenure (basis points of the loan). */
const SUBVENTION_BP: Readonly<Record<number, number>> = { 3: 250, 6: 450, 9: 650, 12: 800, 18: 1100, 24: 1400 };
const TENURE_WEIGHTS = [3, 3, 6, 6, 6, 9, 12, 12, 18, 24];
/** What the provider charged differently (minor units): a rounding, a partial capture, a surcharge. */
const DIFFERENCES = [-100, -236, -1000, -4900, 50, 118, 2000];

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const refOf = (random: Random, prefix: string, siteCode: string) => {
    let body = '';
    for (let index = 0; index < 12; index += 1) body += ALNUM[random.int(0, ALNUM.length - 1)];
    return `${prefix}${siteCode.toUpperCase()}${body}`;
};

/**
 * A provider's seeded settlement lines, from the records it settles: one line per record settled by today (its
 * settlement cycle after the transaction) — 94.5 % equal, 2.5 % at another amount (and a site's first refund, every
 * fourth after it), 3 % missing, about 1 % charged a fee off the agreed rate — plus duplicate charges and payments of
 * orders OMS does not know.
 */
export const seedSettlementLines = (provider: ProviderKey, random: Random, rowsOf: (name: string) => readonly Row[]): Row[] => {
    const { prefix } = SETTLEMENT_PROVIDERS[provider];
    const emi = provider === 'emi_finance';
    const termsOf = termsIndex(rowsOf('provider-settings'));
    const records = settlementRecords(rowsOf('orders'), rowsOf('refunds'))
        .filter(record => record.provider === provider)
        .sort((a, b) => (a.txnTime < b.txnTime ? -1 : a.txnTime > b.txnTime ? 1 : 0));
    const today = dayOf(RECON_TODAY);
    const loans = new Map<string, { loanId: string; tenure: number }>();
    const lines: Row[] = [];
    const lineOf = (record: SettlementRecord, grossMinor: number, settlementMs: number, extraFeePpm: number): Row => {
        const terms = termsOf(record.siteCode, record.payChannel);
        const { feeMinor, taxMinor } = expectedChargesOf(terms, record.txnType, grossMinor, extraFeePpm);
        const settlementDate = isoDay(settlementMs);
        const compact = settlementDate.replaceAll('-', '');
        let loan = loans.get(record.orderId);
        if (emi && !loan) {
            loan = { loanId: `LN${record.siteCode.toUpperCase()}${random.digits(12)}`, tenure: random.pick(TENURE_WEIGHTS) };
            loans.set(record.orderId, loan);
        }
        const noCost = record.emiType === 'no_cost_emi' && record.txnType === 'payment';
        const loanFields = loan
            ? {
                  loanId: loan.loanId,
                  tenureMonths: loan.tenure,
                  loanAmount: fromMinor(grossMinor),
                  subventionAmount: fromMinor(noCost ? Math.round((grossMinor * SUBVENTION_BP[loan.tenure]) / 10_000) : 0),
                  processingFee: fromMinor(noCost || record.txnType === 'refund' ? 0 : 19_900),
              }
            : {};
        const line: Record<string, unknown> = {
            siteCode: record.siteCode,
            paymentId: refOf(random, prefix, record.siteCode),
            orderId: record.orderId,
            payChannel: record.payChannel,
            payMethod: record.payMethod,
            txnType: record.txnType,
            refundNo: record.refundNo,
            txnTime: record.txnTime,
            settlementDate,
            grossAmount: fromMinor(grossMinor),
            feeAmount: fromMinor(feeMinor),
            taxOnFee: fromMinor(taxMinor),
            ...loanFields,
            utrNo: `UTR${compact.slice(2)}${String(Math.abs(hash(`${provider}${record.siteCode}${compact}`)) % 1_000_000).padStart(6, '0')}`,
            merchantId: terms.merchantId,
            importBatch: `${prefix}-${record.siteCode.toUpperCase()}-${compact}`,
        };
        return { id: 0, ...line, netAmount: netOf(line), rawRow: rawRowOf(line), ...NOT_MATCHED_YET };
    };
    const refundsSettled = new Map<string, number>();
    for (const record of records) {
        const roll = random.next();
        if (roll < 0.03) continue;
        const settlementMs = dayOf(Date.parse(record.txnTime)) + termsOf(record.siteCode, record.payChannel).cycleDays * DAY_MS;
        const drawn = roll < 0.055 ? random.pick(DIFFERENCES) : 0;
        if (settlementMs > today) continue;
        // A site's window holds only a handful of refunds a provider: its first settled one, and every fourth after it,
        // comes back at another amount (a partial refund paid back in full, a fee kept), so refund_diff errors exist.
        // Drawn from the refund's key, not the random: the lines after it stay as they are whatever the refunds.
        const refundIndex = record.txnType === 'refund' ? (refundsSettled.get(record.siteCode) ?? 0) : -1;
        if (record.txnType === 'refund') refundsSettled.set(record.siteCode, refundIndex + 1);
        const difference = drawn || (refundIndex % 4 === 0 ? DIFFERENCES[Math.abs(hash(record.key)) % DIFFERENCES.length] : 0);
        const grossMinor = difference ? Math.max(100, record.amountMinor + difference) : record.amountMinor;
        const extraFeePpm = record.txnType === 'payment' && random.bool(0.012) ? 2_000 : 0;
        lines.push(lineOf(record, grossMinor, settlementMs, extraFeePpm));
        if (record.txnType === 'payment' && random.bool(0.005)) lines.push(lineOf(record, record.amountMinor, settlementMs, 0));
        if (record.txnType === 'payment' && random.bool(0.003)) {
            const unknown = `OMS${String(900_000_000 + random.int(0, 99_999_999))}`;
            lines.push(lineOf({ ...record, orderId: unknown }, record.amountMinor, settlementMs, 0));
        }
    }
    return lines.map((line, index) => ({ ...line, id: index + 1 }));
};

const netOf = (line: Record<string, unknown>) => {
    const gross = toMinor(line.grossAmount);
    return fromMinor(line.txnType === 'refund' ? -gross - chargesMinor(line) : gross - chargesMinor(line));
};

/** A line's match fields before the first match (the server fills them in before any read). */
const NOT_MATCHED_YET = { matchStatus: null, internalAmount: null, diffAmount: null, errorNo: null, errorStatus: null, log: [] };

/** One record or line of a provider after the match (kept inside the mock; the screens read what it adds up to). */
interface Item {
    key: string;
    siteCode: string;
    provider: ProviderKey;
    record?: SettlementRecord;
    line?: Row;
    matchStatus: MatchStatus;
    /** Signed as money moves for the brand: a payment in, a refund out. */
    internalMinor: number;
    settlementMinor: number;
    txnTime: string;
    orderId: string;
    /** The day the settlement is due (the transaction's day plus the cycle). */
    dueDay: string;
}

const signed = (txnType: unknown, minor: number) => (txnType === 'refund' ? -minor : minor);

/** Every provider's records and lines, matched by the shared engine (the provider is part of the key). */
const matchSettlements = (records: readonly SettlementRecord[], linesByProvider: Readonly<Record<ProviderKey, readonly Row[]>>, termsOf: ReturnType<typeof termsIndex>): Item[] => {
    const providerOf = new Map<Row, ProviderKey>();
    for (const provider of PROVIDER_KEYS) for (const line of linesByProvider[provider]) providerOf.set(line, provider);
    const lines = [...providerOf.keys()];
    const pairs = pairByKey(
        records,
        record => `${record.siteCode}|${record.provider}|${record.key}`,
        lines,
        line => `${String(line.siteCode)}|${providerOf.get(line)!}|${matchKey(line.txnType, line.orderId, line.refundNo)}`,
    );
    return pairs.map(({ key, record, line, keyed }) => {
        const source = (record ?? line)!;
        const txnType = record?.txnType ?? line!.txnType;
        const recordMinor = record?.amountMinor ?? 0;
        const lineMinor = line ? toMinor(line.grossAmount) : 0;
        const status = matchStatusOf(!!record, !!line, recordMinor, lineMinor);
        const provider = record?.provider ?? providerOf.get(line!)!;
        const cycle = termsOf(source.siteCode, source.payChannel).cycleDays;
        return {
            key: record ? key : `${key}|line:${String(line!.id)}${keyed ? '|dup' : ''}`,
            siteCode: String(source.siteCode),
            provider,
            record,
            line,
            matchStatus: status,
            internalMinor: signed(txnType, recordMinor),
            settlementMinor: signed(txnType, lineMinor),
            txnTime: String(source.txnTime),
            orderId: String(source.orderId),
            dueDay: isoDay(dayOf(Date.parse(String(source.txnTime))) + cycle * DAY_MS),
        };
    });
};

const TODAY = isoDay(dayOf(RECON_TODAY));

interface Detected {
    type: ErrorType;
    internalMinor: number;
    settlementMinor: number;
    detectedDate: string;
}

/** The errors an item raises (none when it matched at the agreed fee, or its settlement is not due yet). */
const errorsOfItem = (item: Item, termsOf: ReturnType<typeof termsIndex>): Detected[] => {
    const { record, line } = item;
    const detectedDate = String(line?.settlementDate ?? item.dueDay);
    const found: Detected[] = [];
    const amounts = { internalMinor: item.internalMinor, settlementMinor: item.settlementMinor, detectedDate };
    if (item.matchStatus === 'amount_mismatch') found.push({ type: record!.txnType === 'refund' ? 'refund_diff' : 'amount_diff', ...amounts });
    if (item.matchStatus === 'internal_only' && item.dueDay <= TODAY) found.push({ type: 'settlement_missing', ...amounts });
    if (item.matchStatus === 'external_only') found.push({ type: item.key.endsWith('|dup') ? 'duplicate' : 'order_missing', ...amounts });
    if (record && line) {
        const expected = expectedChargesOf(termsOf(line.siteCode, line.payChannel), line.txnType, toMinor(line.grossAmount));
        const charged = toMinor(line.feeAmount) + toMinor(line.taxOnFee);
        if (charged !== expected.feeMinor + expected.taxMinor) found.push({ type: 'fee_diff', internalMinor: -(expected.feeMinor + expected.taxMinor), settlementMinor: -charged, detectedDate });
    }
    return found;
};

const errorIds = new Map<string, number>();
const reportIds = new Map<string, number>();
const HANDLING = ['status', 'adjustAmount', 'reason', 'remark', 'handler', 'handleTime', 'log'] as const;

/** The errors of the match; `prior` errors keep their status and log; one no longer found is closed if it was worked. */
const detectErrors = (items: readonly Item[], termsOf: ReturnType<typeof termsIndex>, prior: readonly Row[]): { errors: Row[]; byItem: Map<string, Row[]> } => {
    const priorByKey = new Map(prior.map(error => [String(error.errorKey), error]));
    const errors: Row[] = [];
    const byItem = new Map<string, Row[]>();
    const seen = new Set<string>();
    for (const item of items) {
        for (const found of errorsOfItem(item, termsOf)) {
            const errorKey = `${item.key}|${found.type}`;
            seen.add(errorKey);
            const id = idOf(errorIds, errorKey);
            const before = priorByKey.get(errorKey);
            const error: Row = {
                id,
                siteCode: item.siteCode,
                errorKey,
                errorNo: `SE${item.siteCode.toUpperCase()}${String(id).padStart(7, '0')}`,
                provider: item.provider,
                orderId: item.orderId,
                refundNo: item.record?.refundNo || item.line?.refundNo || '',
                paymentId: item.line?.paymentId ?? null,
                lineId: item.line?.id ?? null,
                errorType: found.type,
                internalAmount: fromMinor(found.internalMinor),
                settlementAmount: fromMinor(found.settlementMinor),
                diffAmount: fromMinor(found.settlementMinor - found.internalMinor),
                detectedDate: found.detectedDate,
                status: 'open',
                adjustAmount: null,
                reason: null,
                remark: '',
                handler: null,
                handleTime: null,
                log: [],
                ...(before ? Object.fromEntries(HANDLING.map(field => [field, before[field]])) : {}),
            };
            errors.push(error);
            const list = byItem.get(item.key) ?? [];
            list.push(error);
            byItem.set(item.key, list);
        }
    }
    // An error an import resolved: kept with its log if someone worked it, closed, its adjustment no longer booked.
    for (const before of prior) {
        if (seen.has(String(before.errorKey)) || ((before.log as ErrorLogEntry[] | undefined) ?? []).length === 0) continue;
        const from = before.status as ErrorStatus;
        const entry: ErrorLogEntry = { action: 'matched_on_import', reason: '', adjustAmount: null, remark: '', handler: 'system', time: new Date().toISOString(), from, to: 'closed' };
        errors.push({ ...before, status: 'closed', adjustAmount: null, log: from === 'closed' ? before.log : [...(before.log as ErrorLogEntry[]), entry] });
    }
    return { errors, byItem };
};

/** An item's outcome: matched, adjusted (every error it raised worked), or unmatched (an open error, or not settled yet). */
const reconStatusOf = (item: Item, errors: readonly Row[] | undefined): ReconStatus => {
    if (errors?.length) return errors.every(error => error.status !== 'open') ? 'adjusted' : 'unmatched';
    return item.matchStatus === 'matched' ? 'matched' : 'unmatched';
};

const WORST: Readonly<Record<ReconStatus, number>> = { matched: 0, adjusted: 1, unmatched: 2 };

/** Everything the settlement screens read, from the orders, refunds, provider settings and lines as they are now. */
export const computeSettlement = (rowsOf: (name: string) => readonly Row[], prior: readonly Row[] = []) => {
    const termsOf = termsIndex(rowsOf('provider-settings'));
    const orders = rowsOf('orders');
    const records = settlementRecords(orders, rowsOf('refunds'));
    const linesByProvider = Object.fromEntries(PROVIDER_KEYS.map(provider => [provider, rowsOf(SETTLEMENT_PROVIDERS[provider].collection)])) as Record<ProviderKey, readonly Row[]>;
    const items = matchSettlements(records, linesByProvider, termsOf);
    const { errors, byItem } = detectErrors(items, termsOf, prior);
    const statusOf = new Map(items.map(item => [item.key, reconStatusOf(item, byItem.get(item.key))]));

    // Each line with its match, its errors' status and their log.
    const lineMatch = new Map<Row, Record<string, unknown>>();
    for (const item of items) {
        if (!item.line) continue;
        const own = byItem.get(item.key) ?? [];
        const internal = item.record ? fromMinor(item.record.amountMinor) : null;
        lineMatch.set(item.line, {
            matchStatus: item.matchStatus,
            internalAmount: internal,
            diffAmount: fromMinor(toMinor(item.line.grossAmount) - (item.record?.amountMinor ?? 0)),
            errorNo: own[0]?.errorNo ?? null,
            errorStatus: own.length ? (own.some(error => error.status === 'open') ? 'open' : own.some(error => error.status === 'adjusted') ? 'adjusted' : 'closed') : null,
            log: own.flatMap(error => ((error.log as ErrorLogEntry[]) ?? []).map(entry => ({ ...entry, errorNo: error.errorNo }))),
        });
    }
    const matchedLines = Object.fromEntries(
        PROVIDER_KEYS.map(provider => [
            SETTLEMENT_PROVIDERS[provider].collection,
            items
                .filter(item => item.provider === provider && item.line)
                .map(item => ({ ...item.line!, ...lineMatch.get(item.line!) }) as Row)
                .sort((a, b) => Number(a.id) - Number(b.id)),
        ]),
    ) as Record<string, Row[]>;

    // Order level: an order's payment, refunds and lines with one provider.
    const details = [
        ...groupBy(
            items.map(item => ({ id: 0, item }) as Row),
            row => { const item = row.item as Item; return `${item.siteCode}|${item.provider}|${item.orderId}`; },
            row => {
                const item = row.item as Item;
                return { item, orderAmount: undefined as unknown, paid: 0, refund: 0, settled: 0, fee: 0, tax: 0, net: 0, settlementDate: '', status: 'matched' as ReconStatus, hasPayment: false };
            },
            (group, row) => {
                const item = row.item as Item;
                if (item.record) group.orderAmount = item.record.orderAmount;
                if (item.record?.txnType === 'payment') {
                    group.paid += item.record.amountMinor;
                    group.hasPayment = true;
                }
                if (item.record?.txnType === 'refund') group.refund += item.record.amountMinor;
                if (item.line) {
                    group.settled += item.settlementMinor;
                    group.fee += toMinor(item.line.feeAmount);
                    group.tax += toMinor(item.line.taxOnFee);
                    group.net += toMinor(item.line.netAmount);
                    if (String(item.line.settlementDate) > group.settlementDate) group.settlementDate = String(item.line.settlementDate);
                }
                const status = statusOf.get(item.key)!;
                if (WORST[status] > WORST[group.status]) group.status = status;
            },
        ).entries(),
    ].map(([key, group]) => {
        const source = group.item.record ?? group.item.line!;
        return {
            id: idOf(reportIds, `detail|${key}`),
            siteCode: group.item.siteCode,
            orderId: group.item.orderId,
            provider: group.item.provider,
            payChannel: String(source.payChannel),
            payMethod: String(source.payMethod),
            orderAmount: group.orderAmount ?? null,
            paidAmount: group.hasPayment ? fromMinor(group.paid) : null,
            refundAmount: fromMinor(group.refund),
            settledAmount: fromMinor(group.settled),
            feeAmount: fromMinor(group.fee),
            taxOnFee: fromMinor(group.tax),
            netAmount: fromMinor(group.net),
            settlementDate: group.settlementDate || null,
            reconStatus: group.status,
        } as Row;
    });

    // Per provider and day of the transaction: OMS against the settlement files, and the items' outcomes.
    const summaries = [
        ...groupBy(
            items.map(item => ({ id: 0, item }) as Row),
            row => { const item = row.item as Item; return `${item.siteCode}|${item.provider}|${item.txnTime.slice(0, 10)}`; },
            row => ({ item: row.item as Item, orderCount: 0, order: 0, refund: 0, settled: 0, fee: 0, tax: 0, net: 0, matched: 0, unmatched: 0, adjusted: 0 }),
            (group, row) => {
                const item = row.item as Item;
                if (item.record?.txnType === 'payment') {
                    group.orderCount += 1;
                    group.order += item.record.amountMinor;
                }
                if (item.record?.txnType === 'refund') group.refund += item.record.amountMinor;
                if (item.line) {
                    group.settled += item.settlementMinor;
                    group.fee += toMinor(item.line.feeAmount);
                    group.tax += toMinor(item.line.taxOnFee);
                    group.net += toMinor(item.line.netAmount);
                }
                group[statusOf.get(item.key)!] += 1;
            },
        ).entries(),
    ].map(([key, group]) => ({
        id: idOf(reportIds, `summary|${key}`),
        siteCode: group.item.siteCode,
        provider: group.item.provider,
        period: group.item.txnTime.slice(0, 10),
        orderCount: group.orderCount,
        orderAmount: fromMinor(group.order),
        refundAmount: fromMinor(group.refund),
        settledAmount: fromMinor(group.settled),
        feeAmount: fromMinor(group.fee),
        taxOnFee: fromMinor(group.tax),
        netAmount: fromMinor(group.net),
        matchedCount: group.matched,
        unmatchedCount: group.unmatched,
        adjustedCount: group.adjusted,
        diffAmount: fromMinor(group.settled - (group.order - group.refund)),
    })) as Row[];

    // Per provider and month of settlement: the bill's payout against what the books hold for the same lines.
    const bills = [
        ...groupBy(
            items.filter(item => item.line).map(item => ({ id: 0, item }) as Row),
            row => { const item = row.item as Item; return `${item.siteCode}|${item.provider}|${String(item.line!.settlementDate).slice(0, 7)}`; },
            row => ({ item: row.item as Item, lineCount: 0, bill: 0, books: 0, open: 0 }),
            (group, row) => {
                const item = row.item as Item;
                const line = item.line!;
                group.lineCount += 1;
                group.bill += toMinor(line.netAmount);
                // The books: OMS's amount (nothing for a line of no record), less the charges at the agreed rates on what the provider charged, and the
                // subvention as billed, plus what the errors' adjustments booked.
                const expected = expectedChargesOf(termsOf(line.siteCode, line.payChannel), line.txnType, toMinor(line.grossAmount));
                // A line OMS does not know books its charges as billed, and nothing else until adjusted.
                const charges = item.record ? expected.feeMinor + expected.taxMinor + toMinor(line.subventionAmount) : chargesMinor(line);
                const own = byItem.get(item.key) ?? [];
                group.books += item.internalMinor - charges + own.reduce((total, error) => total + bookedMinor(error), 0);
                group.open += own.filter(error => error.status === 'open').length;
            },
        ).entries(),
    ].map(([key, group]) => ({
        id: idOf(reportIds, `bill|${key}`),
        siteCode: group.item.siteCode,
        provider: group.item.provider,
        period: `${String(group.item.line!.settlementDate).slice(0, 7)}-01`,
        lineCount: group.lineCount,
        billAmount: fromMinor(group.bill),
        accountingAmount: fromMinor(group.books),
        diffAmount: fromMinor(group.bill - group.books),
        openErrorCount: group.open,
        status: group.bill === group.books ? 'matched' : 'diff',
    })) as Row[];

    return { lines: matchedLines, errors, details, summaries, bills };
};

export type SettlementState = ReturnType<typeof computeSettlement>;
