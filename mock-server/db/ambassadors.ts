import type { Row } from './collection';
import { createRandom, DAY_MS, SEED_NOW } from './random';
import { ALL_SITE_CODES } from './sites';
import { customerOf } from './seed/orders';
import { payoutAccountOf } from './ambassadorAccounts';
import { commissionOf, commissionStatusOf } from '../../resources/referral-records/commission';

/**
 * The ambassador programme: ambassadors per site, the products in the programme, and the referral records (orders of those products made with
 * their code over the last six months), the ambassadors' totals summed from the records they brought, and the monthly
 * order report summed from the records. Records and totals are never written by the REST engine.
 */

const AMBASSADORS_PER_SITE = 12;
const HISTORY_DAYS = 180;
const NAMES = ['Rohan Verma', 'Isha Nair', 'Kabir Malhotra', 'Meera Pillai', 'Aditya Rao', 'Tanvi Joshi', 'Putri Ayu', 'Rizky Pratama', 'Zhou Min', 'Sophie Weber', 'Lucía Fernández', 'Giulia Conti', 'Camille Dubois', 'Oliver Hughes'];
const LEVEL_BY_RANK = ['gold', 'gold', 'silver', 'silver', 'silver', 'bronze'] as const;
const SOCIAL = ['https://www.instagram.com/', 'https://www.youtube.com/@', 'https://x.com/'];

interface Programme {
    ambassadors: Row[];
    records: Row[];
    products: Row[];
}

/** Products in the programme per site: the dearest SKUs on shelf. */
const PRODUCTS_PER_SITE = 8;

let made: Programme | undefined;

const makeProgramme = (rowsOf: (name: string) => readonly Row[]): Programme => {
    if (made) return made;
    const random = createRandom(20261125);
    // The payout accounts draw from their own stream: the draws below stay as they were.
    const accounts = createRandom(20261128);
    const out: Programme = { ambassadors: [], records: [], products: [] };
    for (const siteCode of ALL_SITE_CODES) {
        const skus = rowsOf('skus')
            .filter(sku => sku.siteCode === siteCode && sku.status === 'on_shelf')
            .sort((a, b) => Number(b.sellingPrice) - Number(a.sellingPrice))
            .slice(0, PRODUCTS_PER_SITE);
        const products = skus.map((sku, index) => {
            const product: Row = {
                id: out.products.length + 1, siteCode, spuId: sku.spuId, skuId: sku.id, commissionRate: random.int(4, 16) / 200,
                startTime: new Date(SEED_NOW - (HISTORY_DAYS + 30) * DAY_MS).toISOString(), endTime: null,
                clicks: 0, orders: 0, gmv: 0, status: index === PRODUCTS_PER_SITE - 1 ? 'disabled' : 'enabled',
            };
            out.products.push(product);
            return product;
        });
        for (let index = 0; index < AMBASSADORS_PER_SITE; index++) {
            const customer = customerOf(siteCode, 40 + index * 131);
            const name = NAMES[(index + siteCode.charCodeAt(0)) % NAMES.length];
            const handle = name.toLowerCase().replace(/[^a-z]+/g, '');
            const status = index < 8 ? 'approved' : (['pending', 'pending', 'rejected', 'disabled'] as const)[index - 8];
            const level = status === 'approved' || status === 'disabled' ? LEVEL_BY_RANK[index % LEVEL_BY_RANK.length] : 'bronze';
            const code = `${siteCode.toUpperCase()}${handle.slice(0, 4).toUpperCase()}${String(random.int(10, 99))}`;
            const joinTime = SEED_NOW - random.int(status === 'pending' ? 1 : HISTORY_DAYS, status === 'pending' ? 10 : HISTORY_DAYS + 200) * DAY_MS;
            const ambassador: Row = {
                id: out.ambassadors.length + 1, siteCode, userId: customer.userId, name, mobile: customer.contactNumber, email: customer.email,
                socialLinks: `${SOCIAL[index % SOCIAL.length]}${handle}`, referralCode: code, level, joinTime: new Date(joinTime).toISOString(), status,
                totalOrders: 0, totalCommission: 0, ...payoutAccountOf(accounts, siteCode, index, name, status),
            };
            out.ambassadors.push(ambassador);
            if ((status !== 'approved' && status !== 'disabled') || skus.length === 0) continue;
            const referrals = random.int(level === 'gold' ? 15 : 4, level === 'gold' ? 30 : 14);
            for (let referral = 0; referral < referrals; referral++) {
                const product = random.pick(products);
                const sku = skus.find(row => row.id === product.skuId)!;
                const quantity = random.int(1, 10) === 1 ? 2 : 1;
                const orderAmount = Math.round(Number(sku.sellingPrice) * quantity * 100) / 100;
                const ageDays = random.int(0, HISTORY_DAYS - 1);
                const rate = Number(product.commissionRate);
                const commissionStatus = commissionStatusOf(ageDays, random.int(1, 100) <= 8);
                out.records.push({
                    id: out.records.length + 1, siteCode, ambassadorId: ambassador.id, referralCode: code, orderId: `OMS${260_000_000 + random.int(1, 100_000) * 37}`,
                    skuId: sku.id, orderAmount, commissionRate: rate, commissionAmount: commissionOf(orderAmount, rate), commissionStatus,
                    orderTime: new Date(SEED_NOW - ageDays * DAY_MS - random.int(0, 23) * 3_600_000).toISOString(),
                });
            }
        }
    }
    // An ambassador's totals are the orders it brought that were not cancelled, and their commission.
    for (const ambassador of out.ambassadors) {
        const own = out.records.filter(record => record.ambassadorId === ambassador.id && record.commissionStatus !== 'cancelled');
        ambassador.totalOrders = own.length;
        ambassador.totalCommission = Math.round(own.reduce((sum, record) => sum + Number(record.commissionAmount), 0) * 100) / 100;
    }
    // A product's orders and GMV are its records not cancelled; its link clicks some twenty to forty per order.
    for (const product of out.products) {
        const own = out.records.filter(record => record.skuId === product.skuId && record.siteCode === product.siteCode && record.commissionStatus !== 'cancelled');
        product.orders = own.length;
        product.gmv = round2(own.reduce((sum, record) => sum + Number(record.orderAmount), 0));
        product.clicks = own.length * random.int(20, 40) + random.int(0, 60);
    }
    made = out;
    return out;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One row per ambassador and month: orders, GMV, cancelled amount, net GMV and commission of what was not cancelled. */
export const computeAmbassadorReports = (rowsOf: (name: string) => readonly Row[]): Row[] => {
    const rows = new Map<string, Row>();
    for (const record of rowsOf('referral-records')) {
        const period = String(record.orderTime).slice(0, 7);
        const key = `${String(record.ambassadorId)}|${period}`;
        let row = rows.get(key);
        if (!row) rows.set(key, (row = { id: rows.size + 1, siteCode: record.siteCode, ambassadorId: record.ambassadorId, period, orders: 0, gmv: 0, refundedAmount: 0, netGmv: 0, commission: 0 }));
        const amount = Number(record.orderAmount);
        const cancelled = record.commissionStatus === 'cancelled';
        row.orders = Number(row.orders) + 1;
        row.gmv = round2(Number(row.gmv) + amount);
        if (cancelled) row.refundedAmount = round2(Number(row.refundedAmount) + amount);
        else row.commission = round2(Number(row.commission) + Number(record.commissionAmount));
        row.netGmv = round2(Number(row.gmv) - Number(row.refundedAmount));
    }
    return [...rows.values()];
};

type Seed = (rowsOf: (name: string) => readonly Row[]) => Row[];

/** The programme's collections the store seeds by hand (store.ts). */
export const AMBASSADOR_SEEDS: Readonly<Record<string, Seed>> = {
    ambassadors: rowsOf => makeProgramme(rowsOf).ambassadors.map(row => ({ ...row })),
    'ambassador-products': rowsOf => makeProgramme(rowsOf).products.map(row => ({ ...row })),
    'referral-records': rowsOf => makeProgramme(rowsOf).records.map(row => ({ ...row })),
    'ambassador-reports': rowsOf => computeAmbassadorReports(rowsOf),
};

/** Written only by the referral system. */
export const AMBASSADOR_READ_ONLY: Readonly<Record<string, string>> = {
    'referral-records': 'the referral system (orders placed with a referral code)',
    'ambassador-reports': 'the referral records',
};
