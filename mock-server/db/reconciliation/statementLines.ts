import { ORDERS_NOW } from '../seed/orders';
import { DAY_MS, type Random } from '../random';
import { ALL_SITE_CODES } from '../sites';
import type { Row } from '../collection';
import { fromMinor, toMinor } from '../../../resources/recon-items/model';

/**
 * The gateways' statement lines as the mock seeds them (collection `statement-lines`, /reconciliation/externalImport):
 * drawn from the very records they settle — the site's paid orders and successful refunds of the reconciliation
 * window — so that the match result (matching.ts) finds what a finance team finds: most lines equal to the record,
 * a few charged a different amount, some records with no line yet (settled T+1 or T+2, or a lost callback), and
 * lines OMS does not know (a duplicate charge of an order, a payment of an order from another storefront).
 */

/** The reconciliation's "today": the demo orders' last day, fixed so the ages do not drift. */
export const RECON_TODAY = ORDERS_NOW;
/** Days of transactions the reconciliation covers, today included. */
export const RECON_WINDOW_DAYS = 45;
export const dayOf = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
export const WINDOW_START = dayOf(RECON_TODAY) - (RECON_WINDOW_DAYS - 1) * DAY_MS;
const isoDays = new Map<number, string>();
/** A day's 'YYYY-MM-DD', made once per day (thirty thousand lines share forty-five days). */
export const isoDay = (ms: number) => {
    let day = isoDays.get(ms);
    if (day === undefined) {
        day = new Date(ms).toISOString().slice(0, 10);
        isoDays.set(ms, day);
    }
    return day;
};

/** What each gateway charges (MDR, basis points of the amount), and how many days after the payment it settles. */
const GATEWAYS: Readonly<Record<string, { feeBp: number; lagDays: number; prefix: string; digitsOnly?: boolean }>> = {
    razorpay: { feeBp: 200, lagDays: 2, prefix: 'pay_' },
    payu: { feeBp: 190, lagDays: 2, prefix: 'PAYU' },
    paytm: { feeBp: 180, lagDays: 1, prefix: 'PTM' },
    ccavenue: { feeBp: 210, lagDays: 2, prefix: 'CCA' },
    billdesk: { feeBp: 150, lagDays: 1, prefix: 'BD' },
    midtrans: { feeBp: 290, lagDays: 2, prefix: 'MT-' },
    xendit: { feeBp: 270, lagDays: 2, prefix: 'xnd_' },
    alipay: { feeBp: 60, lagDays: 1, prefix: '2026', digitsOnly: true },
    wechat_pay: { feeBp: 60, lagDays: 1, prefix: '4200', digitsOnly: true },
    unionpay: { feeBp: 55, lagDays: 1, prefix: 'UP' },
    adyen: { feeBp: 140, lagDays: 2, prefix: 'PSP' },
    stripe: { feeBp: 150, lagDays: 2, prefix: 'ch_' },
    paypal: { feeBp: 349, lagDays: 1, prefix: 'PP-' },
};
/**
 * Tax on the gateway's fee, by site (basis points): GST in India, VAT elsewhere; payment services are VAT-exempt in the
 * EU; in Türkiye they bear BSMV (the banking and insurance transactions tax, 5%) instead of VAT.
 */
export const TAX_ON_FEE_BP: Readonly<Record<string, number>> = { in: 1800, id: 1100, cn: 600, tr: 500 };
const SETTLING_BANKS: Readonly<Record<string, string>> = { in: 'HDFC', id: 'BMRI', cn: 'ICBK', eu: 'DEUT', es: 'BSCH', it: 'BCIT', fr: 'BNPA', uk: 'BARC', tr: 'TGBA' };

export const gatewayOf = (channel: string) => GATEWAYS[channel];
export const RECONCILED_CHANNELS = Object.keys(GATEWAYS);

/** An OMS record the statements settle: a paid order's payment or a successful refund. */
export interface InternalRecord {
    key: string;
    siteCode: string;
    txnType: 'payment' | 'refund';
    orderId: string;
    refundNo: string;
    payChannel: string;
    amountMinor: number;
    txnTime: string;
}

/** The match key of a record or a line: the order number of a payment, the refund number of a refund. */
export const matchKey = (txnType: unknown, orderId: unknown, refundNo: unknown) =>
    txnType === 'refund' ? `refund:${String(refundNo ?? '')}` : `payment:${String(orderId ?? '')}`;

const WINDOW_START_ISO = new Date(WINDOW_START).toISOString();
const TODAY_ISO = new Date(RECON_TODAY).toISOString();
/** ISO times compare as text: no date parsed for each of 100,000 orders. */
const inWindow = (time: unknown) => typeof time === 'string' && time >= WINDOW_START_ISO && time <= TODAY_ISO;

/** The site's records of the window, by gateway (cash on delivery is reconciled with the couriers, not here). */
export const internalRecords = (orders: readonly Row[], refunds: readonly Row[]): InternalRecord[] => [
    ...orders
        .filter(order => (order.dataType ?? 0) === 0 && order.orderStatus !== 'unpaid' && order.payChannel !== 'cod' && inWindow(order.paidTime))
        .map(order => ({
            key: matchKey('payment', order.orderId, ''),
            siteCode: String(order.siteCode),
            txnType: 'payment' as const,
            orderId: String(order.orderId),
            refundNo: '',
            payChannel: String(order.payChannel),
            amountMinor: toMinor(order.orderAmount),
            txnTime: String(order.paidTime),
        })),
    ...refunds
        .filter(refund => (refund.dataType ?? 0) === 0 && refund.status === 'success' && refund.payChannel !== 'cod' && inWindow(refund.successTime))
        .map(refund => ({
            key: matchKey('refund', refund.orderId, refund.refundNo),
            siteCode: String(refund.siteCode),
            txnType: 'refund' as const,
            orderId: String(refund.orderId),
            refundNo: String(refund.refundNo),
            payChannel: String(refund.payChannel),
            amountMinor: toMinor(refund.refundAmount),
            txnTime: String(refund.successTime),
        })),
];

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const txnIdOf = (random: Random, channel: string, refund: boolean) => {
    const gateway = GATEWAYS[channel];
    let body = '';
    if (gateway.digitsOnly) body = random.digits(24);
    else for (let index = 0; index < 14; index += 1) body += ALNUM[random.int(0, ALNUM.length - 1)];
    return `${refund && !gateway.digitsOnly ? 'R' : ''}${gateway.prefix}${body}`;
};

/** The fee and its tax on a gross amount (minor units): a payment pays the fee; a refund's is waived. */
export const feesOf = (siteCode: string, channel: string, txnType: string, grossMinor: number) => {
    if (txnType === 'refund') return { feeMinor: 0, taxMinor: 0 };
    const feeMinor = Math.round((grossMinor * (GATEWAYS[channel]?.feeBp ?? 0)) / 10_000);
    return { feeMinor, taxMinor: Math.round((feeMinor * (TAX_ON_FEE_BP[siteCode] ?? 0)) / 10_000) };
};

/** What a gateway charged differently (minor units): a currency rounding, a partial capture, a surcharge. */
const DIFFERENCES = [-100, -236, -1000, -4900, 50, 118, 2000];

/** The settlement's bank reference (UTR) of a gateway's statement of a day: one per statement, made once. */
const utrs = new Map<string, string>();
const utrOf = (siteCode: string, channel: string, compact: string) => {
    const key = `${siteCode}${channel}${compact}`;
    let utr = utrs.get(key);
    if (utr === undefined) {
        utr = `${SETTLING_BANKS[siteCode] ?? 'HSBC'}N${compact.slice(2)}${String(Math.abs(hash(`${channel}${compact}`)) % 1_000_000).padStart(6, '0')}`;
        utrs.set(key, utr);
    }
    return utr;
};

const lineOf = (random: Random, record: Omit<InternalRecord, 'key'>, grossMinor: number, merchantIds: Map<string, string>, statementMs: number) => {
    const statementDate = isoDay(statementMs);
    const { feeMinor, taxMinor } = feesOf(record.siteCode, record.payChannel, record.txnType, grossMinor);
    const compact = statementDate.replaceAll('-', '');
    return {
        siteCode: record.siteCode,
        payChannel: record.payChannel,
        merchantId: merchantIds.get(`${record.siteCode}:${record.payChannel}`)!,
        statementDate,
        txnType: record.txnType,
        orderId: record.orderId,
        refundNo: record.refundNo,
        gatewayTxnId: txnIdOf(random, record.payChannel, record.txnType === 'refund'),
        txnTime: record.txnTime,
        grossAmount: fromMinor(grossMinor),
        feeAmount: fromMinor(feeMinor),
        taxOnFee: fromMinor(taxMinor),
        utrNo: utrOf(record.siteCode, record.payChannel, compact),
        importBatch: `EXT-${record.payChannel.toUpperCase()}-${compact}`,
    };
};

export const hash = (text: string) => [...text].reduce((value, char) => (Math.imul(value, 31) + char.charCodeAt(0)) | 0, 17);

/**
 * The seeded statement lines of every site: one line per record that has settled by today (93 % equal, 2.5 % at
 * another amount, 3.5 % missing), plus duplicate charges and unknown orders (about 1 % of the lines).
 */
export const seedStatementLines = (random: Random, orders: readonly Row[], refunds: readonly Row[]): Row[] => {
    const records = internalRecords(orders, refunds).sort((a, b) => (a.txnTime < b.txnTime ? -1 : a.txnTime > b.txnTime ? 1 : 0));
    const merchantIds = new Map<string, string>();
    for (const siteCode of ALL_SITE_CODES) {
        for (const channel of RECONCILED_CHANNELS) merchantIds.set(`${siteCode}:${channel}`, `${channel.slice(0, 3).toUpperCase()}${siteCode.toUpperCase()}${random.digits(8)}`);
    }
    const lines: Record<string, unknown>[] = [];
    const today = dayOf(RECON_TODAY);
    for (const record of records) {
        const roll = random.next();
        if (roll < 0.035) continue;
        const gross = roll < 0.06 ? Math.max(100, record.amountMinor + random.pick(DIFFERENCES)) : record.amountMinor;
        // Settled T+1 or T+2: the statements of the last days have not come yet.
        const statementMs = dayOf(Date.parse(record.txnTime)) + GATEWAYS[record.payChannel].lagDays * DAY_MS;
        if (statementMs > today) continue;
        lines.push(lineOf(random, record, gross, merchantIds, statementMs));
        if (record.txnType === 'payment' && random.bool(0.006)) lines.push(lineOf(random, record, record.amountMinor, merchantIds, statementMs));
        if (record.txnType === 'payment' && random.bool(0.004)) {
            const unknown = `OMS${String(900_000_000 + random.int(0, 99_999_999))}`;
            lines.push(lineOf(random, { ...record, orderId: unknown }, record.amountMinor, merchantIds, statementMs));
        }
    }
    return lines.map((line, index) => ({ id: index + 1, ...line }) as Row);
};
