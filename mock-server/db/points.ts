import type { Row } from './collection';
import { createRandom, DAY_MS, SEED_NOW, type Random } from './random';
import { ALL_SITE_CODES } from './sites';
import { customerOf } from './seed/orders';
import { ADDS_POINTS, type ChangeType } from '../../resources/points-flows/changeTypes';
import { levelOf } from '../../resources/points-accounts/levels';

/**
 * The loyalty points of /Point: the rules (one per trigger on each site), the ledger (each user's changes in time
 * order, every row carrying the balance after it), the accounts summed from the ledger (never written), and the
 * reissue requests, whose confirmed ones are the ledger's reissue and deduction rows.
 */

/** Users with points per site, and how far back their ledger goes. */
const USERS_PER_SITE = 30;
const HISTORY_DAYS = 365;

/** What a point is worth in each site's currency: an order earns one point per this much spent. */
const AMOUNT_PER_POINT: Readonly<Record<string, number>> = { in: 100, id: 10_000, cn: 10, eu: 1, es: 1, it: 1, fr: 1, uk: 1, tr: 50 };
/** A typical order in each site's currency. */
const ORDER_AMOUNT: Readonly<Record<string, readonly [number, number]>> = {
    in: [999, 89_999], id: [99_000, 9_999_000], cn: [99, 6_999], eu: [19, 1_099], es: [19, 1_099], it: [19, 1_099], fr: [19, 1_099], uk: [19, 999], tr: [499, 89_999],
};

const STAFF = ['Neha Kapoor', 'Arjun Mehta', 'Dewi Lestari', 'Chen Jing', 'Laura Schmidt', 'Marta López'];
const REISSUE_REASONS = [
    'Points of a paid order were not credited (sync failure)',
    'Goodwill points for a delayed delivery',
    'Review points missed after the product review was approved',
    'Points credited twice for one order',
    'Points of a cancelled order taken back',
];
const ISO = (time: number) => new Date(time).toISOString();
const orderIdOf = (random: Random) => `OMS${260_000_000 + random.int(1, 100_000) * 37}`;

/** The flow id the points system gives a change: PF, the site, the date and a sequence. */
export const flowIdOf = (siteCode: string, time: string, sequence: number) =>
    `PF${siteCode.toUpperCase()}${time.slice(2, 10).replace(/-/g, '')}${String(sequence).padStart(5, '0')}`;

interface PointsSeed {
    flows: Row[];
    reissues: Row[];
}

/** One user's changes, oldest first, with a running balance that never goes below zero. */
const userHistory = (random: Random, siteCode: string, userId: string, out: PointsSeed) => {
    const events = random.int(3, 9);
    const times = Array.from({ length: events }, () => SEED_NOW - random.int(1, HISTORY_DAYS * 24) * 3_600_000).sort((a, b) => a - b);
    let balance = 0;
    for (const time of times) {
        const [min, max] = ORDER_AMOUNT[siteCode];
        let changeType: ChangeType;
        let points: number;
        let orderId: string | null = null;
        let remark: string;
        let operator = 'system';
        const roll = random.int(1, 100);
        if (balance === 0 || roll <= 45) {
            changeType = 'earn';
            if (random.bool(0.7)) {
                orderId = orderIdOf(random);
                points = Math.max(1, Math.floor(random.int(min, max) / AMOUNT_PER_POINT[siteCode]));
                remark = 'Order paid';
            } else {
                points = random.pick([5, 20, 100, 200]);
                remark = random.pick(['Daily sign-in', 'Product review', 'Registration', 'Birthday']);
            }
        } else if (roll <= 75) {
            changeType = 'consume';
            orderId = orderIdOf(random);
            points = -Math.min(balance, random.int(1, 20) * 50);
            remark = 'Used at checkout';
        } else if (roll <= 83) {
            changeType = 'expire';
            points = -Math.max(1, Math.floor(balance / random.int(3, 6)));
            remark = 'Expired 12 months after earning';
        } else if (roll <= 88) {
            changeType = 'refund_return';
            orderId = orderIdOf(random);
            points = random.int(1, 10) * 50;
            remark = 'Returned with the refund of the order';
        } else {
            changeType = roll <= 96 ? 'reissue' : 'deduct';
            points = changeType === 'reissue' ? random.int(1, 30) * 10 : -Math.min(balance, random.int(1, 20) * 10);
            remark = changeType === 'reissue' ? random.pick(REISSUE_REASONS.slice(0, 3)) : random.pick(REISSUE_REASONS.slice(3));
            operator = random.pick(STAFF);
        }
        if (points === 0) continue;
        balance += points;
        const createTime = ISO(time);
        const flowId = flowIdOf(siteCode, createTime, out.flows.length + 1);
        out.flows.push({ id: out.flows.length + 1, siteCode, flowId, userId, changeType, points, balanceAfter: balance, orderId, remark, operator, createTime });
        if (changeType === 'reissue' || changeType === 'deduct') {
            const asked = ISO(time - random.int(1, 48) * 3_600_000);
            const requester = random.pick(STAFF.filter(name => name !== operator));
            out.reissues.push({
                id: out.reissues.length + 1, siteCode, userId, points, reason: remark, orderId: null, status: 'done', flowId,
                creator: requester, createTime: asked, lastOperator: operator, updateTime: createTime,
            });
        }
    }
};

let seeded: PointsSeed | undefined;
const POINTS_SEED = 20261124;

/** The ledger and the reissues, made together once from their own random (the reissues confirmed are rows of the ledger). */
const pointsSeed = (): PointsSeed => {
    if (seeded) return seeded;
    const random = createRandom(POINTS_SEED);
    const out: PointsSeed = { flows: [], reissues: [] };
    for (const siteCode of ALL_SITE_CODES) {
        for (let user = 1; user <= USERS_PER_SITE; user++) userHistory(random, siteCode, customerOf(siteCode, user * 97).userId, out);
        // Requests waiting for confirmation, and one rejected.
        for (let index = 0; index < 4; index++) {
            const user = customerOf(siteCode, random.int(1, USERS_PER_SITE) * 97).userId;
            const points = index === 3 ? 2_500 : random.int(1, 30) * 10;
            out.reissues.push({
                id: out.reissues.length + 1, siteCode, userId: user, points, reason: random.pick(REISSUE_REASONS.slice(0, 3)), orderId: index % 2 ? orderIdOf(random) : null,
                status: index === 2 ? 'rejected' : 'pending', flowId: null,
                creator: random.pick(STAFF), createTime: ISO(SEED_NOW - random.int(1, 72) * 3_600_000), lastOperator: null, updateTime: ISO(SEED_NOW - random.int(0, 1) * DAY_MS),
            });
        }
    }
    seeded = out;
    return out;
};

/** Each user's account summed from the ledger: the balance is the sum of the user's changes. */
export const computeAccounts = (rowsOf: (name: string) => readonly Row[]): Row[] => {
    const accounts = new Map<string, Row>();
    for (const flow of rowsOf('points-flows')) {
        const key = `${String(flow.siteCode)}|${String(flow.userId)}`;
        let account = accounts.get(key);
        if (!account) {
            const customer = Number(String(flow.userId).slice(3));
            accounts.set(key, (account = {
                id: accounts.size + 1, siteCode: flow.siteCode, userId: flow.userId, mobile: customerOf(String(flow.siteCode), customer).contactNumber,
                membershipLevel: 'member', availablePoints: 0, totalEarned: 0, totalUsed: 0, changes: 0, lastChangeTime: null,
            }));
        }
        const points = Number(flow.points);
        account.availablePoints = Number(account.availablePoints) + points;
        if (ADDS_POINTS[flow.changeType as ChangeType]) account.totalEarned = Number(account.totalEarned) + points;
        else account.totalUsed = Number(account.totalUsed) - points;
        account.changes = Number(account.changes) + 1;
        if (!account.lastChangeTime || String(flow.createTime) > String(account.lastChangeTime)) account.lastChangeTime = flow.createTime;
    }
    for (const account of accounts.values()) account.membershipLevel = levelOf(Number(account.totalEarned));
    return [...accounts.values()];
};

const rule = (siteCode: string, id: number, ruleName: string, trigger: string, pointsMode: string, pointsValue: number, amountUnit: number | null, dailyCap: number | null, status = 'enabled'): Row => ({
    id, siteCode, ruleName, trigger, pointsMode, pointsValue, amountUnit, dailyCap, validityMonths: 12,
    startTime: '2026-01-01T00:00:00.000Z', endTime: null, status, lastOperator: 'Neha Kapoor', updateTime: ISO(SEED_NOW - 30 * DAY_MS),
});

/** One rule per trigger on each site, amounts in its currency. */
export const seedPointsRules = (): Row[] =>
    ALL_SITE_CODES.flatMap((siteCode, site) => {
        const base = site * 6;
        const unit = AMOUNT_PER_POINT[siteCode];
        return [
            rule(siteCode, base + 1, 'Points on every order', 'order_paid', 'per_amount', 1, unit, null),
            rule(siteCode, base + 2, 'Bonus on delivery', 'order_delivered', 'fixed', 50, null, 1, 'disabled'),
            rule(siteCode, base + 3, 'Review with photos', 'review', 'fixed', 20, null, 3),
            rule(siteCode, base + 4, 'Daily sign-in', 'sign_in', 'fixed', 5, null, 1),
            rule(siteCode, base + 5, 'Welcome points', 'register', 'fixed', 100, null, 1),
            rule(siteCode, base + 6, 'Birthday gift', 'birthday', 'fixed', 200, null, 1),
        ];
    });

type Seed = (random: Random, rowsOf: (name: string) => readonly Row[]) => Row[];

/** The points collections the store seeds by hand (store.ts). */
export const POINTS_SEEDS: Readonly<Record<string, Seed>> = {
    'points-rules': () => seedPointsRules(),
    'points-flows': () => pointsSeed().flows.map(row => ({ ...row })),
    'points-reissues': () => pointsSeed().reissues.map(row => ({ ...row })),
    'points-accounts': (_random, rowsOf) => computeAccounts(rowsOf),
};

/** Written only by the points system: the ledger by confirmed reissues, the accounts summed from it. */
export const POINTS_READ_ONLY: Readonly<Record<string, string>> = {
    'points-flows': 'orders, reviews, expiry and confirmed reissues',
    'points-accounts': 'the points ledger (points-flows)',
};
