import type { Collection, Row } from './collection';
import { createRandom, DAY_MS, SEED_NOW, type Random } from './random';
import { placeholderImage } from './kit/samples';
import { luhnDigit } from '../../base/imei';
import { auditFormOf, fromFen, qualificationCodeOf, subsidyFen, SUBSIDY_CATEGORIES, SUBSIDY_SITE, toFen } from '../../resources/subsidy-common/model';
import { REQUIRED_MATERIALS, type AuditLogEntry } from '../../resources/subsidy-audits/model';
import type { AuditForm } from '../../resources/subsidy-common/model';

/**
 * China's trade-in subsidy (/gov-subsidy), one national set of records: the provinces and their rules, the eligible
 * SKUs of site cn, the buyers' qualifications, the transactions of site cn's paid orders that used one, a claim per
 * transaction on its province's form, and what is computed from them (the reconciliation per province and month,
 * the orders whose claim still lacks materials). Amounts are summed in fen.
 */

type RowsOf = (name: string) => readonly Row[];

/** The programme's provinces: GB/T 2260 code, name, the platform's letters for its codes, where buyers claim. */
const PROVINCES: readonly (readonly [code: string, name: string, letters: string, channel: string])[] = [
    ['110000', '北京市', 'BJ', '京通小程序'],
    ['130000', '河北省', 'HE', '冀时办'],
    ['310000', '上海市', 'SH', '随申办'],
    ['320000', '江苏省', 'JS', '苏服办'],
    ['330000', '浙江省', 'ZJ', '浙里办'],
    ['350000', '福建省', 'FJ', '闽政通'],
    ['370000', '山东省', 'SD', '爱山东'],
    ['420000', '湖北省', 'HB', '鄂汇办'],
    ['440000', '广东省', 'GD', '粤省事'],
    ['510000', '四川省', 'SC', '天府通办'],
];
const RATE = 0.15;
const CAP = 500;
const CEILING = 6000;
const YEAR = 2026;
const VALID_FROM = `${YEAR}-01-01`;
const VALID_TO = `${YEAR}-12-31`;
const QUALIFICATIONS = 120;
const TRANSACTIONS = 80;
const SURNAMES = ['张', '王', '李', '赵', '陈', '刘', '杨', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '霞'];
const RETURN_REASONS = ['发票抬头与购买人姓名不一致，请重新开具', '签收凭证缺失，请补充快递签收截图', 'IMEI 照片模糊，无法核对串号', '包装照片未拍到机身条码，请重新上传'];
const AUDITORS = ['林晓', '王审核', '陈佳'];

const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);

interface Programme {
    provinces: Row[];
    products: Row[];
    qualifications: Row[];
    transactions: Row[];
    audits: Row[];
}

let made: Programme | undefined;

const provinceRows = (): Row[] =>
    PROVINCES.map(([code, name, , channel], index) => ({
        id: index + 1,
        provinceCode: code,
        provinceName: name,
        auditForm: auditFormOf(code),
        subsidyRate: RATE,
        capPerUnit: CAP,
        priceCeiling: CEILING,
        // Shandong leaves fitness bands out of its programme.
        categories: code === '370000' ? SUBSIDY_CATEGORIES.filter(category => category !== 'band') : [...SUBSIDY_CATEGORIES],
        qualificationChannel: channel,
        validFrom: VALID_FROM,
        validTo: VALID_TO,
        // Fujian paused its programme: its past transactions stand, new ones are refused.
        status: code === '350000' ? 'disabled' : 'enabled',
        updateTime: iso(Date.UTC(YEAR, 0, 1, 2)),
    }));

const categoryOfName = (name: string): (typeof SUBSIDY_CATEGORIES)[number] =>
    /pad|tab/i.test(name) ? 'tablet' : /watch/i.test(name) ? 'smartwatch' : /band/i.test(name) ? 'band' : 'phone';

/** Site cn's SKUs on shelf up to the price ceiling, with the provinces that subsidise their category. */
const productRows = (rowsOf: RowsOf, provinces: readonly Row[]): Row[] => {
    const spuNames = new Map<unknown, string>(rowsOf('spu').filter(spu => spu.siteCode === SUBSIDY_SITE).map(spu => [spu.id, String(spu.spuName)]));
    return rowsOf('skus')
        .filter(sku => sku.siteCode === SUBSIDY_SITE && sku.status === 'on_shelf' && !sku.gift && Number(sku.sellingPrice) > 0 && Number(sku.sellingPrice) <= CEILING)
        .slice(0, 16)
        .map((sku, index) => {
            const category = categoryOfName(String(sku.skuName));
            return {
                id: index + 1,
                skuCode: String(sku.skuId),
                skuName: String(sku.skuName),
                spuName: spuNames.get(sku.spuId) ?? String(sku.skuName),
                subsidyCategory: category,
                sellingPrice: Number(sku.sellingPrice),
                provinces: provinces.filter(province => (province.categories as string[]).includes(category)).map(province => province.id),
                status: index % 9 === 8 ? 'disabled' : 'enabled',
                updateTime: iso(Date.UTC(YEAR, 1, 1 + index, 3)),
            };
        });
};

const maskedMobile = (random: Random) => `1${random.pick(['38', '39', '58', '86', '88'])}****${random.digits(4)}`;
const maskedName = (index: number) => `${SURNAMES[index % SURNAMES.length]}*${GIVEN[(index * 5) % GIVEN.length]}`;
const imeiOf = (random: Random) => {
    const body = `86${random.digits(12)}`;
    return `${body}${luhnDigit(body)}`;
};
/** A fully digitalised e-invoice number (全电发票): 20 digits, the year first. */
const invoiceNoOf = (random: Random) => `${String(YEAR).slice(2)}44${random.digits(16)}`;

/** Site cn's live paid orders of the year within the ceiling, spread over the year: the ones that used a qualification. */
const subsidisedOrders = (rowsOf: RowsOf): Row[] => {
    const candidates = rowsOf('orders').filter(
        order =>
            order.siteCode === SUBSIDY_SITE &&
            order.dataType === 0 &&
            ['paid', 'toBeDelivered', 'shipped', 'delivered'].includes(String(order.orderStatus)) &&
            Number(order.orderAmount) >= 300 &&
            Number(order.orderAmount) <= CEILING &&
            String(order.paidTime ?? '') >= VALID_FROM,
    );
    const step = Math.max(1, Math.floor(candidates.length / TRANSACTIONS));
    return Array.from({ length: Math.min(TRANSACTIONS, candidates.length) }, (_, index) => candidates[index * step]);
};

const makeProgramme = (rowsOf: RowsOf): Programme => {
    if (made) return made;
    const random = createRandom(20261126);
    const provinces = provinceRows();
    const products = productRows(rowsOf, provinces);
    const orders = subsidisedOrders(rowsOf).sort((a, b) => String(a.paidTime).localeCompare(String(b.paidTime)));
    const qualifications: Row[] = [];
    const transactions: Row[] = [];
    const audits: Row[] = [];
    for (let index = 0; index < QUALIFICATIONS; index++) {
        const province = provinces[index % provinces.length];
        const [, , letters] = PROVINCES[index % PROVINCES.length];
        const order = orders[index] as Row | undefined;
        const claimMs = order ? Date.parse(String(order.paidTime)) - random.int(1, 20) * DAY_MS : SEED_NOW - random.int(1, 45) * DAY_MS;
        const qualification: Row = {
            id: index + 1,
            qualificationCode: qualificationCodeOf(letters, YEAR, 1_000_000 + index * 7919),
            userId: order ? String(order.userId) : `UCN${String(90_000 + index).padStart(7, '0')}`,
            mobile: maskedMobile(random),
            provinceId: province.id,
            category: order ? 'phone' : random.pick(['phone', 'phone', 'tablet', 'smartwatch'] as const),
            claimTime: iso(claimMs),
            expiryTime: iso(claimMs + 30 * DAY_MS),
            status: 'unused',
            orderId: null,
        };
        qualifications.push(qualification);
        if (!order) {
            // Not used: expired past its thirty days, locked by an order awaiting payment, or still open.
            const expired = claimMs + 30 * DAY_MS < SEED_NOW;
            qualification.status = expired ? 'expired' : index % 7 === 0 ? 'locked' : 'unused';
            continue;
        }
        const orderFen = toFen(order.orderAmount);
        const subsidy = subsidyFen(orderFen, province.subsidyRate, toFen(province.capPerUnit));
        const status = index % 17 === 5 ? 'refunded' : index % 29 === 11 ? 'reversed' : 'deducted';
        qualification.status = status === 'deducted' ? 'used' : 'returned';
        qualification.orderId = order.orderId;
        const txnMs = Date.parse(String(order.paidTime));
        const form = auditFormOf(province.provinceCode) as AuditForm;
        // The oldest claims are audited (a few returned, one still returned), the last ones wait for audit.
        const recent = index >= orders.length - 14;
        const returned = !recent && index % 11 === 3;
        const auditStatus = status !== 'deducted' || (!recent && !returned) ? 'approved' : returned ? 'returned' : 'submitted';
        // A returned claim lacks what its reason names; one submitted claim in five lacks its proof of delivery.
        const missing = returned || (recent && index % 5 === 0) ? REQUIRED_MATERIALS[form][REQUIRED_MATERIALS[form].length - 1] : undefined;
        const approvedFully = auditStatus === 'approved' && status === 'deducted';
        // The province pays approved claims back; now and then its platform withholds part of one.
        const received = approvedFully ? (index % 13 === 7 ? subsidy - random.int(100, 5000) : subsidy) : 0;
        transactions.push({
            id: transactions.length + 1,
            orderId: order.orderId,
            qualificationCode: qualification.qualificationCode,
            provinceId: province.id,
            category: 'phone',
            orderAmount: fromFen(orderFen),
            subsidyAmount: fromFen(subsidy),
            userPaidAmount: fromFen(orderFen - subsidy),
            receivedAmount: fromFen(Math.max(0, received)),
            payChannel: ['alipay', 'wechat_pay', 'unionpay'].includes(String(order.payChannel)) ? order.payChannel : 'alipay',
            txnTime: iso(txnMs),
            status,
        });
        const submitMs = txnMs + random.int(1, 3) * DAY_MS;
        const auditMs = submitMs + random.int(4, 60) * 3_600_000;
        const auditor = random.pick(AUDITORS);
        const reason = returned ? RETURN_REASONS[index % RETURN_REASONS.length] : '';
        const log: AuditLogEntry[] = [{ action: 'submit', from: null, to: 'submitted', by: '门店系统', at: iso(submitMs), reason: '' }];
        if (auditStatus !== 'submitted') {
            log.push({ action: auditStatus === 'approved' ? 'approve' : 'return', from: 'submitted', to: auditStatus as 'approved', by: auditor, at: iso(auditMs), reason });
        }
        const label = `${letters}${index + 1}`;
        const materials: Record<string, unknown> = {
            invoiceFile: `https://invoice.example.com/cn/${String(order.orderId)}.pdf`,
            imeiPhoto: placeholderImage(`IMEI ${label}`, index),
            packagePhoto: form === 'other' ? null : placeholderImage(`PKG ${label}`, index + 1),
            signProof: placeholderImage(`POD ${label}`, index + 2),
            platformVoucher: form === 'hebei' ? `JSB${YEAR}${random.digits(10)}` : null,
        };
        if (missing) materials[missing] = null;
        audits.push({
            id: audits.length + 1,
            claimNo: `BT${day(submitMs).replace(/-/g, '')}${String(audits.length + 1).padStart(4, '0')}`,
            orderId: order.orderId,
            provinceId: province.id,
            auditForm: form,
            auditType: order.exchangeType === 'trade_in' ? 'trade_in' : 'purchase',
            imei: imeiOf(random),
            invoiceNo: invoiceNoOf(random),
            subsidyAmount: fromFen(subsidy),
            submitTime: iso(submitMs),
            auditStatus,
            auditor: auditStatus === 'submitted' ? null : auditor,
            auditTime: auditStatus === 'submitted' ? null : iso(auditMs),
            reason,
            buyerName: form === 'other' ? null : maskedName(index),
            // The reminders of missing details sent so far (a claim lacking a material gets one or two after submission).
            reminderCount: missing ? 1 + (index % 2) : 0,
            lastReminderTime: missing ? iso(submitMs + (1 + (index % 2)) * DAY_MS) : null,
            platformResult: form === 'other' ? null : auditStatus === 'approved' ? '核验通过' : '待核验',
            ...materials,
            log,
        });
    }
    made = { provinces, products, qualifications, transactions, audits };
    return made;
};

/**
 * The subsidy reconciliation per province and month, from the transactions (deducted ones: what was claimed, what
 * the province paid back) and the orders of /orders they were taken on (their amounts), summed in fen.
 */
export const computeSubsidyReconciliation = (rowsOf: RowsOf): Row[] => {
    const orderAmount = new Map<string, number>();
    const wanted = new Set(rowsOf('subsidy-transactions').map(txn => String(txn.orderId)));
    for (const order of rowsOf('orders')) {
        if (order.siteCode === SUBSIDY_SITE && order.dataType === 0 && wanted.has(String(order.orderId))) orderAmount.set(String(order.orderId), toFen(order.orderAmount));
    }
    const sums = new Map<string, { provinceId: unknown; period: string; orders: number; orderFen: number; claimed: number; received: number }>();
    for (const txn of rowsOf('subsidy-transactions')) {
        if (txn.status !== 'deducted') continue;
        const period = String(txn.txnTime).slice(0, 7);
        const key = `${String(txn.provinceId)}|${period}`;
        let sum = sums.get(key);
        if (!sum) sums.set(key, (sum = { provinceId: txn.provinceId, period, orders: 0, orderFen: 0, claimed: 0, received: 0 }));
        sum.orders += 1;
        sum.orderFen += orderAmount.get(String(txn.orderId)) ?? toFen(txn.orderAmount);
        sum.claimed += toFen(txn.subsidyAmount);
        sum.received += toFen(txn.receivedAmount);
    }
    return [...sums.values()]
        .sort((a, b) => a.period.localeCompare(b.period) || Number(a.provinceId) - Number(b.provinceId))
        .map((sum, index) => ({
            id: index + 1,
            provinceId: sum.provinceId,
            period: sum.period,
            orderCount: sum.orders,
            orderAmount: fromFen(sum.orderFen),
            subsidyClaimed: fromFen(sum.claimed),
            subsidyReceived: fromFen(sum.received),
            diffAmount: fromFen(sum.claimed - sum.received),
            status: sum.claimed === sum.received ? 'matched' : 'diff',
        }));
};

/** A claim's missing materials, as the reminder names them. */
const MISSING_ITEM: Readonly<Record<string, string>> = { invoiceFile: 'invoice', imeiPhoto: 'imei', signProof: 'sign_proof', packagePhoto: 'photos', platformVoucher: 'photos' };

/**
 * The orders whose claim still lacks a material its province's form requires (not yet approved): the items missing,
 * the deadline (the basic settings' days after submission), the reminders sent, overdue past the deadline.
 */
export const computeDetailReminders = (rowsOf: RowsOf, now = SEED_NOW): Row[] => {
    const deadlineDays = Number(rowsOf('subsidy-settings')[0]?.detailsDeadlineDays ?? 7);
    const userOf = new Map(rowsOf('subsidy-qualifications').map(row => [String(row.orderId), String(row.userId)]));
    return rowsOf('subsidy-audits')
        .filter(claim => claim.auditStatus !== 'approved')
        .map(claim => ({ claim, missing: REQUIRED_MATERIALS[claim.auditForm as AuditForm].filter(source => !claim[source]) }))
        .filter(({ missing }) => missing.length > 0)
        .map(({ claim, missing }) => {
            const deadline = Date.parse(String(claim.submitTime)) + deadlineDays * DAY_MS;
            return {
                id: Number(claim.id),
                orderId: claim.orderId,
                provinceId: claim.provinceId,
                userId: userOf.get(String(claim.orderId)) ?? '',
                missingItems: [...new Set(missing.map(source => MISSING_ITEM[source]))],
                deadline: iso(deadline),
                reminderCount: Number(claim.reminderCount ?? 0),
                lastReminderTime: claim.lastReminderTime ?? null,
                status: deadline < now ? 'overdue' : 'pending',
            };
        });
};

const settingsRows = (): Row[] => [
    {
        id: 1,
        enabled: true,
        categories: [...SUBSIDY_CATEGORIES],
        invoiceRequired: true,
        detailsDeadlineDays: 7,
        auditSlaDays: 3,
        reminderTemplate: 'GOV_SUBSIDY_DETAILS',
        noticeText: '<p>国家数码产品购新补贴：手机、平板、智能手表（手环）单件售价不超过 6000 元，按售价 15% 补贴，每件最高 500 元。每位消费者每类产品限补贴 1 件。</p>',
        updateTime: iso(Date.UTC(YEAR, 0, 20, 2)),
    },
];

/** The group's collections the store seeds by hand (store.ts); the computed ones read the current rows. */
export const SUBSIDY_SEEDS: Readonly<Record<string, (rowsOf: RowsOf) => Row[]>> = {
    'subsidy-provinces': rowsOf => makeProgramme(rowsOf).provinces.map(row => ({ ...row })),
    'subsidy-products': rowsOf => makeProgramme(rowsOf).products.map(row => ({ ...row })),
    'subsidy-qualifications': rowsOf => makeProgramme(rowsOf).qualifications.map(row => ({ ...row })),
    'subsidy-transactions': rowsOf => makeProgramme(rowsOf).transactions.map(row => ({ ...row })),
    'subsidy-audits': rowsOf => makeProgramme(rowsOf).audits.map(row => ({ ...row, log: [...(row.log as AuditLogEntry[])] })),
    'subsidy-settings': () => settingsRows(),
    'subsidy-reconciliations': rowsOf => computeSubsidyReconciliation(rowsOf),
    'subsidy-reminders': rowsOf => computeDetailReminders(rowsOf),
};

/** Written only by the platforms or computed: REST writes answer 405 with what changes them. */
export const SUBSIDY_READ_ONLY: Readonly<Record<string, string>> = {
    'subsidy-qualifications': 'the provincial platforms (claimed by buyers) and the transactions that use them',
    'subsidy-audits': 'the audit actions (approve, return, submit again)',
    'subsidy-reconciliations': 'the subsidy transactions and the orders',
    'subsidy-reminders': 'the claims and their missing materials',
};

/** The computed collections, asked again from the rows on their next read after a change they are computed from. */
export const forgetSubsidyViews = (collections: Map<string, Collection>): void => {
    collections.delete('subsidy-reconciliations');
    collections.delete('subsidy-reminders');
};

/**
 * After an accepted REST write of the group: a new transaction gets its subsidy from its province's rule (in fen), uses
 * its qualification (used, with the order) and opens its claim for audit; a transaction refunded or reversed returns
 * its qualification; the reconciliation and the reminders are computed again.
 */
export const afterSubsidyWrite = (collections: Map<string, Collection>, name: string, before: Row | undefined, after: Row, operator: string): void => {
    if (name === 'subsidy-settings') forgetSubsidyViews(collections);
    if (name !== 'subsidy-transactions') return;
    const transactions = collections.get('subsidy-transactions')!;
    const qualifications = collections.get('subsidy-qualifications')!;
    const qualification = qualifications.all().find(row => row.qualificationCode === after.qualificationCode);
    if (!before) {
        const province = collections.get('subsidy-provinces')!.get(String(after.provinceId))!;
        const orderFen = toFen(after.orderAmount);
        const subsidy = subsidyFen(orderFen, province.subsidyRate, toFen(province.capPerUnit));
        transactions.update(after.id, { status: 'deducted', subsidyAmount: fromFen(subsidy), userPaidAmount: fromFen(orderFen - subsidy), receivedAmount: 0 });
        if (qualification) qualifications.update(qualification.id, { status: 'used', orderId: after.orderId });
        const audits = collections.get('subsidy-audits')!;
        const now = new Date().toISOString();
        const id = Math.max(0, ...audits.all().map(row => Number(row.id))) + 1;
        const form = auditFormOf(province.provinceCode);
        audits.create({
            id,
            claimNo: `BT${now.slice(0, 10).replace(/-/g, '')}${String(id).padStart(4, '0')}`,
            orderId: after.orderId,
            provinceId: after.provinceId,
            auditForm: form,
            auditType: 'purchase',
            imei: null,
            invoiceNo: null,
            subsidyAmount: fromFen(subsidy),
            submitTime: now,
            auditStatus: 'submitted',
            auditor: null,
            auditTime: null,
            reason: '',
            buyerName: null,
            platformResult: null,
            invoiceFile: null,
            imeiPhoto: null,
            packagePhoto: null,
            signProof: null,
            platformVoucher: null,
            reminderCount: 0,
            lastReminderTime: null,
            log: [{ action: 'submit', from: null, to: 'submitted', by: operator, at: now, reason: '' }],
        });
    } else if (before.status === 'deducted' && after.status !== 'deducted' && qualification) {
        qualifications.update(qualification.id, { status: 'returned' });
    }
    forgetSubsidyViews(collections);
};
