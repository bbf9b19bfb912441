import { DAY_MS, type Random } from '../random';
import { ALL_SITE_CODES } from '../sites';
import type { Row } from '../collection';
import { MODIFIED_FIELDS, type ModifyType } from '../../../resources/order-modifications/rules';

/**
 * Seeds of the order records that must agree with the orders themselves: refunds of paid orders for no more than
 * was paid, and address or contact changes whose new values are what the order holds now. `count` rows per site,
 * each on a different order of that site.
 */
const OPERATORS = ['Asha Verma', 'Rahul Mehta', 'Li Wei', 'Priya Nair', 'Sanjay Rao', 'Chen Jing'];

const cents = (value: number) => Math.round(value * 100) / 100;
const later = (iso: unknown, random: Random, maxDays: number) =>
    new Date(Date.parse(String(iso)) + random.int(1, maxDays * 24) * (DAY_MS / 24)).toISOString();

/**
 * Live orders of each site (the seeded records are live data: a list shows `count` rows to every account but qa's,
 * whose test data starts empty), spread over the whole set (every `step`-th).
 */
const ordersBySite = (orders: readonly Row[], keep: (order: Row) => boolean, count: number) =>
    ALL_SITE_CODES.map(siteCode => {
        const own = orders.filter(order => order.siteCode === siteCode && (order.dataType ?? 0) === 0 && keep(order));
        const step = Math.max(1, Math.floor(own.length / count));
        return { siteCode, picked: own.filter((_, index) => index % step === 0).slice(0, count) };
    });

const isPaid = (order: Row) => order.orderStatus !== 'unpaid' && !!order.paidTime;

export const seedRefunds = (random: Random, count: number, orders: readonly Row[]): Row[] =>
    ordersBySite(orders, isPaid, count).flatMap(({ siteCode, picked }, siteIndex) =>
        picked.map((order, index) => {
            const paid = Number(order.orderAmount);
            const full = random.bool(0.5);
            const status = random.pick(['success', 'success', 'success', 'processing', 'pending', 'failed'] as const);
            const applyTime = later(order.paidTime, random, 20);
            return {
                id: siteIndex * count + index + 1,
                siteCode,
                dataType: 0,
                refundNo: `RF${siteCode.toUpperCase()}${String(siteIndex * count + index + 1).padStart(6, '0')}`,
                orderId: order.orderId,
                refundType: order.orderStatus === 'cancelled' ? 'cancel_before_ship' : random.pick(['return', 'replacement_diff', 'price_protection', 'other']),
                paidAmount: paid,
                refundedAmount: 0,
                refundAmount: full ? paid : cents(paid * random.pick([0.1, 0.2, 0.5])),
                remark: '',
                payChannel: order.payChannel,
                status,
                applyTime,
                successTime: status === 'success' ? later(applyTime, random, 3) : null,
                operator: random.pick(OPERATORS),
            };
        }),
    );

const CHANGED_BEFORE: Readonly<Record<ModifyType, (random: Random, order: Row, other: Row) => Record<string, unknown>>> = {
    address: (_, __, other) => ({ province: other.province, city: other.city, pincode: other.pincode }),
    contact: random => ({ contactNumber: `9${random.digits(9)}`, email: `old.${random.digits(5)}@example.com` }),
};

const pick = (order: Row, fields: readonly string[]) => Object.fromEntries(fields.map(field => [field, order[field]]));

export const seedOrderModifications = (random: Random, count: number, orders: readonly Row[]): Row[] =>
    ordersBySite(orders, () => true, count).flatMap(({ siteCode, picked }, siteIndex) =>
        picked.map((order, index) => {
            const type: ModifyType = random.bool(0.6) ? 'address' : 'contact';
            const fields = MODIFIED_FIELDS[type];
            const id = siteIndex * count + index + 1;
            return {
                id,
                siteCode,
                dataType: 0,
                requestNo: `MD${siteCode.toUpperCase()}${String(id).padStart(6, '0')}`,
                orderId: order.orderId,
                orderStatus: order.orderStatus,
                modifyType: type,
                ...pick(order, fields),
                oldValue: pick({ id: order.id, ...CHANGED_BEFORE[type](random, order, random.pick(picked)) }, fields),
                newValue: pick(order, fields),
                operator: random.pick(OPERATORS),
                modifyTime: later(order.orderTime, random, 2),
            };
        }),
    );

/**
 * What a generated row of an order's log takes from the real order it is put on: failed orders their payment and
 * amount, TCS entries their taxable value (the order's amount less 18 % GST) and tax. Rows of the interface log only
 * their order number.
 */
const FROM_ORDER: Readonly<Record<string, (order: Row, row: Row) => Record<string, unknown>>> = {
    'failed-orders': order => ({ amount: order.orderAmount, payChannel: order.payChannel === 'cod' ? 'razorpay' : order.payChannel }),
    'order-requests': (order, row) => {
        const failed = row.result === 'failed';
        return {
            requestBody: { orderId: order.orderId, amount: order.orderAmount, channel: order.payChannel, interface: row.interfaceName },
            responseBody: failed ? { code: 'ERROR', message: 'Upstream timed out, will retry' } : { code: 'SUCCESS', reference: `REF${String(row.id).padStart(8, '0')}` },
        };
    },
    'tcs-flows': order => {
        const taxableValue = cents(Number(order.orderAmount) / 1.18);
        return { taxableValue, tcsAmount: cents(taxableValue * 0.005), month: String(order.orderTime).slice(0, 8) + '01' };
    },
};

/** The collections whose generated rows are put on real orders of their site (FROM_ORDER). */
export const ORDER_LOGS = Object.keys(FROM_ORDER);

/** Generated rows of an order log, each put on a paid live order of its site (in turn, spread over the set). */
export const onRealOrders = (collection: string, rows: readonly Row[], orders: readonly Row[]): Row[] => {
    const bySite = new Map(ordersBySite(orders, isPaid, rows.length).map(({ siteCode, picked }) => [siteCode, picked]));
    const used = new Map<unknown, number>();
    return rows.map(row => {
        const own = bySite.get(String(row.siteCode)) ?? [];
        const index = used.get(row.siteCode) ?? 0;
        used.set(row.siteCode, index + 1);
        const order = own[index % Math.max(own.length, 1)];
        return order ? { ...row, orderId: order.orderId, ...FROM_ORDER[collection](order, row) } : row;
    });
};
