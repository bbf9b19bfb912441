import {
    BANK_OFFER_TYPES,
    EMI_TYPES,
    MEMBERSHIP_LEVELS,
    ORDER_TYPES,
    type OrderStatus,
    type ReviewStatus,
    type ReviewStep,
} from '../../../resources/orders/model';
import { TAX_FACTORS } from '../../../base/constants';
import { createRandom, DAY_MS, firstNumberOf, SEED_NOW, type Random } from '../random';
import { ALL_SITE_CODES, SITES } from '../sites';
import { GST_STATES, PLACES } from '../kit/geography';
import { gstinCheck, luhnDigit } from '../kit/samples';
import type { ListQuery, ListResult, Row } from '../collection';

/**
 * 100,000 live orders (12,500 per V1 demo site, ids 1–100,000, sites taking turns) and 5,000 test orders (dataType 1,
 * 625 per site, ids 100,001–105,000) that only qa accounts see; the newer, smaller market tr (Türkiye) has a fifth of
 * a site's share after them (2,500 live orders, ids 105,001–107,500, and 125 test orders, ids 107,501–107,625), so a
 * ninth site costs the seed 2.5% more, not 12.5%. Every Order field of spec section 3, drawn with the
 * distributions a phone brand's shop has: recent orders still unpaid, paid or waiting for delivery and older ones
 * delivered; UPI and COD in India, wallets in China, cards in Europe; a main phone line, sometimes an accessory and a
 * gift; each line a SKU of the site's catalogue (collection `skus`, whose SPU the order carries). Amounts are in the
 * site's currency; the site's tax factor (spec section 9) is kept on the order with the tax it gives.
 * Generated on first use of the collection (store.ts), from plain pools (no faker: 105,000 rows in well under a
 * second).
 */
export const LIVE_ORDERS = 100_000;
export const TEST_ORDERS = 5_000;
/** The small site's orders (see above), drawn after the others. */
export const SMALL_SITE = 'tr';
export const SMALL_SITE_LIVE_ORDERS = 2_500;
export const SMALL_SITE_TEST_ORDERS = 125;
/** Orders of the demo data end at the project's "today" (fixed, so the seed does not drift). */
export const ORDERS_NOW = SEED_NOW + 22 * DAY_MS;
const WINDOW_DAYS = 180;

type Weighted<T> = readonly (readonly [T, number])[];

const pickWeighted = <T>(random: Random, table: Weighted<T>): T => {
    const total = table.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = random.next() * total;
    for (const [value, weight] of table) {
        roll -= weight;
        if (roll < 0) return value;
    }
    return table[table.length - 1][0];
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * ISO times and digit strings without a Date or an array per value: 105,000 orders need half a million of them, and
 * the first list a user opens waits for the seed. A time is its day's "YYYY-MM-DDT" and its second's "HH:MM:SS.000Z",
 * each made once and shared: a new string per part would be garbage, or live data, for the collector to copy.
 */
const dayPrefixes = new Map<number, string>();
const secondSuffixes: string[] = [];
const two = (value: number) => (value < 10 ? `0${value}` : String(value));
const iso = (ms: number) => {
    const day = Math.floor(ms / DAY_MS);
    let prefix = dayPrefixes.get(day);
    if (prefix === undefined) {
        prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
        dayPrefixes.set(day, prefix);
    }
    const second = Math.floor((ms - day * DAY_MS) / 1000);
    const suffix = (secondSuffixes[second] ??= `${two(Math.floor(second / 3600))}:${two(Math.floor(second / 60) % 60)}:${two(second % 60)}.000Z`);
    return prefix + suffix;
};
const digits = (random: Random, length: number) => {
    let text = '';
    while (text.length < length) text += String(Math.floor(random.next() * 1e9)).padStart(9, '0');
    return text.slice(0, length);
};

/** How each market pays (spec section 9's methods), and through which gateway each method goes. */
const PAYMENT: Readonly<Record<string, { methods: Weighted<string>; channels: Readonly<Record<string, readonly string[]>> }>> = {
    in: {
        methods: [['UPI', 38], ['card', 18], ['COD', 15], ['EMI', 10], ['netbanking', 8], ['wallet', 7], ['IMPS', 2], ['others', 2]],
        channels: {
            UPI: ['razorpay', 'payu', 'paytm'],
            card: ['razorpay', 'payu', 'ccavenue'],
            EMI: ['razorpay', 'payu'],
            netbanking: ['billdesk', 'ccavenue'],
            wallet: ['paytm'],
            IMPS: ['billdesk'],
            COD: ['cod'],
            others: ['ccavenue'],
        },
    },
    id: {
        methods: [['wallet', 35], ['netbanking', 25], ['card', 20], ['COD', 15], ['others', 5]],
        channels: { wallet: ['midtrans', 'xendit'], netbanking: ['midtrans', 'xendit'], card: ['midtrans'], COD: ['cod'], others: ['xendit'] },
    },
    cn: {
        methods: [['wallet', 80], ['card', 15], ['others', 5]],
        channels: { wallet: ['alipay', 'wechat_pay'], card: ['unionpay'], others: ['alipay'] },
    },
    europe: {
        methods: [['card', 68], ['wallet', 27], ['others', 5]],
        channels: { card: ['adyen', 'stripe'], wallet: ['paypal'], others: ['adyen'] },
    },
};

const ORDER_TYPE_WEIGHTS: Weighted<(typeof ORDER_TYPES)[number]> = [
    ['buy', 45], ['cart', 30], ['pre-order', 4], ['pre-sale', 3], ['full pre-sale', 1], ['seckill', 4], ['bargain', 1],
    ['group bargain', 1], ['coin redemption', 1], ['crowdfunding', 0.5], ['combo purchase', 3], ['offer package', 2],
    ['R-pass', 2], ['trade-in', 3],
];
/** Order types paid in two parts (a deposit, then the balance). */
const BALANCE_TYPES = new Set(['pre-sale', 'full pre-sale', 'crowdfunding']);
const ACTIVITY_TYPES = new Set(['pre-order', 'pre-sale', 'full pre-sale', 'seckill', 'bargain', 'group bargain', 'crowdfunding']);
const ACTIVITIES = ['Festive Sale 2026', 'New Launch Pre-order', 'Flash Friday', 'Student Week', 'Year End Sale', 'Fans Festival'];

/** Where orders come from and on what: app orders on phones, web orders on PCs and mobile browsers. */
const SOURCES: Weighted<string> = [['app', 55], ['web', 38], ['offline_store', 4], ['mini_program', 3]];
const PLATFORMS_OF: Readonly<Record<string, Weighted<string>>> = {
    app: [['android', 78], ['ios', 22]],
    web: [['pc', 45], ['h5', 55]],
    offline_store: [['pc', 1]],
    mini_program: [['mini_program', 1]],
};

const SITE_OF = new Map(SITES.map(site => [site.siteCode, site]));
const STATE_NAMES = new Map(GST_STATES.map(state => [state.code, state.name]));

const REVIEWERS = ['audit', 'csm', 'csso', 'os', 'admin'];
const COURIERS = ['BD', 'DL', 'XB', 'EK', 'SF', 'JT', 'DH'];
const BANKS = ['HDFC Bank', 'ICICI Bank', 'SBI Card', 'Axis Bank', 'Kotak Mahindra Bank'];
const BUSINESSES = ['Sharma Electronics', 'Patel Mobile World', 'Techno Traders', 'Sri Balaji Enterprises', 'Galaxy Infotech', 'Metro Retail'];
const FIRST_NAMES = ['aarav', 'priya', 'rahul', 'ananya', 'vikram', 'sneha', 'budi', 'siti', 'wei', 'li', 'lucas', 'emma', 'marco', 'sofia', 'james', 'chloe'];
const LAST_NAMES = ['sharma', 'patel', 'reddy', 'iyer', 'singh', 'santoso', 'wang', 'zhang', 'muller', 'garcia', 'rossi', 'martin', 'smith'];

/** Cities of the non-Indian markets with a postcode (India uses the kit's delivery places and pincode prefixes). */
const CITIES: Readonly<Record<string, readonly (readonly [province: string, city: string, postcode: string])[]>> = {
    id: [['DKI Jakarta', 'Jakarta', '10110'], ['Jawa Barat', 'Bandung', '40111'], ['Jawa Timur', 'Surabaya', '60111'], ['Sumatera Utara', 'Medan', '20111']],
    cn: [['Shanghai', 'Shanghai', '200000'], ['Guangdong', 'Shenzhen', '518000'], ['Beijing', 'Beijing', '100000'], ['Sichuan', 'Chengdu', '610000']],
    eu: [['Berlin', 'Berlin', '10115'], ['Bavaria', 'Munich', '80331'], ['North Holland', 'Amsterdam', '1012'], ['Mazovia', 'Warsaw', '00-001']],
    es: [['Madrid', 'Madrid', '28001'], ['Catalonia', 'Barcelona', '08001'], ['Valencia', 'Valencia', '46001']],
    it: [['Lombardy', 'Milan', '20121'], ['Lazio', 'Rome', '00118'], ['Campania', 'Naples', '80121']],
    fr: [['Île-de-France', 'Paris', '75001'], ['Auvergne-Rhône-Alpes', 'Lyon', '69001'], ['Provence', 'Marseille', '13001']],
    uk: [['England', 'London', 'EC1A 1BB'], ['England', 'Manchester', 'M1 1AE'], ['Scotland', 'Edinburgh', 'EH1 1YZ']],
    // Postcodes begin with the province's plate number.
    tr: [['İstanbul', 'İstanbul', '34710'], ['Ankara', 'Ankara', '06690'], ['İzmir', 'İzmir', '35250'], ['Bursa', 'Bursa', '16110']],
};
const PHONE_PREFIX: Readonly<Record<string, string>> = { in: '9', id: '+62 8', cn: '13', eu: '+49 15', es: '+34 6', it: '+39 3', fr: '+33 6', uk: '+44 7', tr: '+90 53' };
/** Digits of a number with its country code where they are not 11: a Turkish mobile is +90 and ten digits (5xx xxx xx xx). */
const PHONE_DIGITS: Readonly<Record<string, number>> = { tr: 12 };

/** A string many orders share, made once under its key. */
const sharedStrings = new Map<string, string>();
const shared = (key: string, make: () => string) => {
    let value = sharedStrings.get(key);
    if (value === undefined) {
        value = make();
        sharedStrings.set(key, value);
    }
    return value;
};
const vendorCode = (siteCode: string, number: number) => shared(`vendor ${siteCode} ${number}`, () => `VND-${siteCode.toUpperCase()}-0${number}`);
const bankOfferName = (bank: string, payMethod: string) => shared(`offer ${bank} ${payMethod}`, () => `${bank} ${payMethod === 'EMI' ? 'EMI' : 'Card'} Offer`);

/** A customer's id, e-mail and number on a site, made once: customers come back (about 1.5 orders each). */
interface Customer {
    userId: string;
    email: string;
    contactNumber: string;
}
const customers = new Map<string, Customer[]>();
export const customerOf = (siteCode: string, customer: number): Customer => {
    let ofSite = customers.get(siteCode);
    if (!ofSite) customers.set(siteCode, (ofSite = []));
    return (ofSite[customer] ??= makeCustomer(siteCode, customer));
};
const makeCustomer = (siteCode: string, customer: number): Customer => {
    const first = FIRST_NAMES[customer % FIRST_NAMES.length];
    const last = LAST_NAMES[(customer * 7) % LAST_NAMES.length];
    const prefix = PHONE_PREFIX[siteCode] ?? '+1';
    const length = (PHONE_DIGITS[siteCode] ?? 11) - prefix.replace(/\D/g, '').length;
    return {
        userId: `U${siteCode.toUpperCase()}${String(customer).padStart(7, '0')}`,
        email: `${first}.${last}${customer}@example.com`,
        contactNumber: `${prefix}${String((customer * 7_919_113) % 10 ** length).padStart(length, '0')}`,
    };
};

/** The order's status from its age: new orders are unpaid or waiting; a week on nearly all are delivered. */
const statusByAge = (random: Random, ageDays: number): OrderStatus => {
    if (random.bool(0.12)) return 'cancelled';
    if (ageDays < 1) return pickWeighted<OrderStatus>(random, [['unpaid', 25], ['paid', 45], ['toBeDelivered', 30]]);
    if (ageDays < 3) return pickWeighted<OrderStatus>(random, [['paid', 10], ['toBeDelivered', 35], ['shipped', 55]]);
    if (ageDays < 7) return pickWeighted<OrderStatus>(random, [['shipped', 40], ['delivered', 60]]);
    return random.bool(0.97) ? 'delivered' : 'shipped';
};

/** A site's catalogue, warehouses and coupon templates, read once per site. */
interface SiteStock {
    phones: Row[];
    accessories: Row[];
    gifts: Row[];
    warehouses: string[];
    coupons: Row[];
}

const stockOf = (siteCode: string, rowsOf: (name: string) => readonly Row[]): SiteStock => {
    const skus = rowsOf('skus').filter(row => row.siteCode === siteCode);
    const byPrice = [...skus].sort((a, b) => Number(b.sellingPrice) - Number(a.sellingPrice));
    // The dearer half of the catalogue are devices, the cheaper half accessories; flagged gift SKUs are gifts.
    const half = Math.max(1, Math.ceil(byPrice.length / 2));
    const gifts = skus.filter(row => row.gift);
    return {
        phones: byPrice.slice(0, half),
        accessories: byPrice.slice(half).length ? byPrice.slice(half) : byPrice,
        gifts: gifts.length ? gifts : byPrice.slice(-3),
        warehouses: rowsOf('warehouses')
            .filter(row => row.siteCode === siteCode && row.status !== 'disabled')
            .map(row => String(row.warehouseCode)),
        coupons: rowsOf('coupon-templates').filter(row => row.siteCode === siteCode),
    };
};

const code = (random: Random, length: number) => {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    let text = '';
    for (let index = 0; index < length; index += 1) text += alphabet[Math.floor(random.next() * alphabet.length)];
    return text;
};

const gstinFor = (random: Random): { gstin: string; panCardNumber: string } => {
    const state = random.pick(GST_STATES);
    const pan = `${code(random, 5).replace(/[0-9]/g, 'K')}${digits(random, 4)}${code(random, 1).replace(/[0-9]/g, 'Z')}`;
    const body = `${state.gst}${pan}1Z`;
    return { gstin: `${body}${gstinCheck(body)}`, panCardNumber: pan };
};

/** An order's age in days: the first number of its stream (see `orderRandom`), so its time is known without the rest. */
const ageOf = (first: number) => WINDOW_DAYS * first ** 1.4;
const orderMsOf = (ageDays: number) => ORDERS_NOW - Math.floor(ageDays * DAY_MS);

const orderOf = (random: Random, id: number, siteCode: string, dataType: number, stock: SiteStock): Row => {
    const site = SITE_OF.get(siteCode)!;
    const india = siteCode === 'in';
    const payment = PAYMENT[siteCode] ?? PAYMENT.europe;
    const ageDays = ageOf(random.next());
    const orderMs = orderMsOf(ageDays);
    const orderType = pickWeighted(random, ORDER_TYPE_WEIGHTS);
    let orderStatus = statusByAge(random, ageDays);
    // An order left unpaid for a day is cancelled by the system.
    if (orderStatus === 'unpaid' && ageDays > 1) orderStatus = 'cancelled';
    const paid = orderStatus !== 'unpaid' && !(orderStatus === 'cancelled' && random.bool(0.6));
    const dispatched = orderStatus === 'shipped' || orderStatus === 'delivered';

    // Customers come back: a site has 9,000 of them, each with one e-mail and number.
    const customer = random.int(1, 9_000);
    const { userId, email, contactNumber } = customerOf(siteCode, customer);

    let province: string;
    let city: string;
    let pincode: string;
    if (india) {
        const place = random.pick(PLACES);
        province = STATE_NAMES.get(place.state) ?? place.state;
        city = place.city;
        pincode = `${place.pin}${String(random.int(1, 99)).padStart(3, '0')}`;
    } else {
        [province, city, pincode] = random.pick(CITIES[siteCode] ?? CITIES.eu);
    }

    const phone = random.pick(stock.phones);
    const quantity = random.bool(0.9) ? 1 : 2;
    const courier = random.pick(COURIERS);
    const shippingNumber = dispatched ? `${courier}${digits(random, 10)}` : '';
    const lineOf = (sku: Row, qty: number, gift: boolean, device: boolean) => {
        const unitPrice = gift ? 0 : Number(sku.sellingPrice) || 0;
        return {
            skuId: sku.id,
            gtinCode: String(sku.gtinCode ?? ''),
            quantity: qty,
            giftFlag: gift,
            unitPrice,
            totalPrice: round2(unitPrice * qty),
            imei: dispatched && device ? Array.from({ length: qty }, () => `86${digits(random, 12)}`).map(body => `${body}${luhnDigit(body)}`).join(', ') : '',
            trackingNumber: shippingNumber,
        };
    };
    const lines = [lineOf(phone, quantity, false, true)];
    if (random.bool(0.3)) lines.push(lineOf(random.pick(stock.accessories), 1, false, false));
    if (random.bool(0.12)) lines.push(lineOf(random.pick(stock.gifts), 1, true, false));
    const goods = lines.reduce((sum, line) => sum + line.totalPrice, 0);

    const payMethod = pickWeighted(random, payment.methods);
    const payChannel = random.pick(payment.channels[payMethod] ?? ['adyen']);
    const coupon = stock.coupons.length && random.bool(0.3) ? random.pick(stock.coupons) : undefined;
    const orderDiscounts = coupon ? Math.min(Number(coupon.discountValue) || 0, round2(goods * 0.2)) : 0;
    const bankOffer = (payMethod === 'card' || payMethod === 'EMI') && random.bool(0.35);
    const bankOfferAmount = bankOffer ? Math.min(round2(goods * random.pick([0.05, 0.075, 0.1])), india ? 3000 : 150) : 0;
    const pointsConsumed = random.bool(0.1) ? random.int(1, 20) * 100 : 0;
    const orderAmount = Math.max(0, round2(goods - orderDiscounts - bankOfferAmount - pointsConsumed / 100));
    const taxFactor = TAX_FACTORS[siteCode] ?? 0;
    const paidMs = paid ? orderMs + random.int(1, 45) * 60_000 : undefined;
    const business = india && random.bool(0.08) ? gstinFor(random) : undefined;

    // Every order waits for review once placed; reviewers approve within hours, and reject a few (which cancels).
    let reviewStatus: ReviewStatus = 'pending';
    const orderTime = iso(orderMs);
    const paidTime = paidMs === undefined ? null : iso(paidMs);
    const flow: ReviewStep[] = [{ reviewStatus: 'pending', orderStatus: paid ? 'paid' : 'unpaid', operator: 'system', time: paidTime ?? orderTime }];
    let reviewer = '';
    let reviewTime: string | null = null;
    const reviewed = orderStatus === 'toBeDelivered' || dispatched || (orderStatus === 'paid' && random.bool(0.3)) || (orderStatus === 'cancelled' && paid);
    if (orderStatus === 'cancelled' && !paid) {
        // Left unpaid, the order was rejected by the system a day after it was placed: the review's only way to a
        // cancelled order is a rejection, so no cancelled order is still pending review. No draw: the order's later
        // fields come from its random stream as before.
        reviewer = 'system';
        reviewTime = iso(Math.min(orderMs + DAY_MS, ORDERS_NOW));
        reviewStatus = 'rejected';
        flow.push({ reviewStatus, orderStatus, operator: reviewer, time: reviewTime });
    } else if (reviewed) {
        reviewer = random.pick(REVIEWERS);
        reviewTime = iso((paidMs ?? orderMs) + random.int(5, 240) * 60_000);
        reviewStatus = orderStatus === 'cancelled' && random.bool(0.4) ? 'rejected' : 'approved';
        flow.push({ reviewStatus, orderStatus: reviewStatus === 'rejected' ? 'cancelled' : orderStatus === 'cancelled' ? 'paid' : orderStatus, operator: reviewer, time: reviewTime });
    }

    // Mini programs are a Chinese channel.
    const orderSource = pickWeighted(random, siteCode === 'cn' ? SOURCES : SOURCES.slice(0, 3));
    const dispatchDays = BALANCE_TYPES.has(orderType) ? random.int(3, 15) : 0;
    return {
        id,
        orderId: `OMS${260_000_000 + id * 37}`,
        userId,
        siteCode,
        dataType,
        region: site.regionCode,
        country: site.siteName,
        sku: phone.id,
        spu: phone.spuId,
        shippingNumber,
        pincode,
        email,
        contactNumber,
        orderTime,
        province,
        city,
        orderStatus,
        stockStatus: random.bool(orderStatus === 'paid' || orderStatus === 'unpaid' ? 0.15 : 0.03) ? 'shortage' : 'sufficient',
        payChannel,
        payMethod,
        vendorCode: vendorCode(siteCode, random.int(1, 4)),
        inviteOrder: random.bool(0.06),
        orderSource,
        sourceActivity: ACTIVITY_TYPES.has(orderType) ? random.pick(ACTIVITIES) : '',
        liveSale: random.bool(0.03),
        discoverSale: random.bool(0.04),
        exchangeType: orderType === 'trade-in' ? 'trade_in' : random.bool(0.02) ? 'upgrade' : 'none',
        orderDiscounts,
        membershipLevel: pickWeighted(random, [[MEMBERSHIP_LEVELS[0], 60], [MEMBERSHIP_LEVELS[1], 25], [MEMBERSHIP_LEVELS[2], 12], [MEMBERSHIP_LEVELS[3], 3]]),
        originalOrderNumber: random.bool(0.02) ? `OMS${260_000_000 + random.int(1, id) * 37}` : '',
        orderType,
        warehouseCode: stock.warehouses.length ? random.pick(stock.warehouses) : '',
        paidTime,
        orderAmount,
        balancePaidTime: paidMs !== undefined && BALANCE_TYPES.has(orderType) ? iso(paidMs + dispatchDays * DAY_MS) : null,
        pointsConsumed,
        pointsEarned: paid && orderStatus !== 'cancelled' ? Math.floor(orderAmount / (india || siteCode === 'id' ? 100 : 1)) : 0,
        platform: pickWeighted(random, PLATFORMS_OF[orderSource]),
        couponTemplateCode: coupon ? String(coupon.templateCode) : '',
        couponName: coupon ? String(coupon.name) : '',
        couponCode: coupon ? code(random, 10) : '',
        lines,
        insuranceRefundAmount: orderStatus === 'delivered' && random.bool(0.01) ? round2(Number(phone.sellingPrice) * 0.1) : 0,
        // No link (null, not '') until the invoice exists: an empty link would be a link without a name. Joined, not
        // templated: one string, where a template leaves a chain of pieces for each of the 80,000 links.
        electronicInvoiceLink: dispatched ? ['https://invoice.example.com/', siteCode, '/', 260_000_000 + id * 37, '.pdf'].join('') : null,
        gstin: business?.gstin ?? '',
        businessName: business ? random.pick(BUSINESSES) : '',
        panCardNumber: business?.panCardNumber ?? '',
        bankOfferName: bankOffer ? bankOfferName(random.pick(BANKS), payMethod) : '',
        bankOfferType: bankOffer ? random.pick(BANK_OFFER_TYPES) : '',
        bankOfferAmount,
        benefitEmiType: payMethod === 'EMI' ? pickWeighted(random, [[EMI_TYPES[0], 60], [EMI_TYPES[1], 30], [EMI_TYPES[2], 10]]) : '',
        rCode: orderType === 'R-pass' ? `R${code(random, 8)}` : '',
        tcsAmount: india && paid ? round2(orderAmount * 0.01) : 0,
        taxFactor,
        taxAmount: round2((orderAmount * taxFactor) / 100),
        reviewStatus,
        reviewer,
        reviewTime,
        reviewStatusFlow: flow,
    };
};

/**
 * The seeded rows, kept across resets: the seed is fixed, so every build of the store would draw the same rows, and
 * tests reset the store after each case. The store never changes a row in place (a write replaces it), so the
 * rows are frozen and shared; each store gets its own array.
 */
let seeded: readonly Row[] | undefined;

const TURNS_COUNT = LIVE_ORDERS + TEST_ORDERS;
const ORDER_COUNT = TURNS_COUNT + SMALL_SITE_LIVE_ORDERS + SMALL_SITE_TEST_ORDERS;
/** The sites that take turns over the first 105,000 ids. */
const TURN_SITES = ALL_SITE_CODES.filter(siteCode => siteCode !== SMALL_SITE);
const siteOfOrder = (id: number) => (id <= TURNS_COUNT ? TURN_SITES[(id - 1) % TURN_SITES.length] : SMALL_SITE);
const dataTypeOfOrder = (id: number) => (id <= LIVE_ORDERS || (id > TURNS_COUNT && id <= TURNS_COUNT + SMALL_SITE_LIVE_ORDERS) ? 0 : 1);

/** Where the orders' streams start: the first number of the collection's random (the store gives it a fixed seed). */
const streamBaseOf = (random: Random) => Math.floor(random.next() * 2 ** 32);

/**
 * Each order draws from a stream of its own, started from its id: any one order can be drawn alone and in any order,
 * so a list in time order can be answered before all 105,000 are drawn (`listOrdersAhead`).
 */
const streamSeed = (base: number, id: number) => (base + Math.imul(id, 0x9e3779b1)) >>> 0;
const orderRandom = (base: number, id: number) => createRandom(streamSeed(base, id));

/**
 * A draw under way: the sites' stock it draws from (read once, so the orders answered ahead and the rest agree), what
 * it has drawn, and the rest to draw. Started by the first of `drawOrdersAhead`, `listOrdersAhead` and `seedOrders`.
 */
interface Draw {
    base: number;
    stocks: ReadonlyMap<string, SiteStock>;
    rows: Row[];
    rest: Iterator<Row>;
}
let drawing: Draw | undefined;

const drawOne = ({ base, stocks }: Pick<Draw, 'base' | 'stocks'>, id: number) =>
    Object.freeze(orderOf(orderRandom(base, id), id, siteOfOrder(id), dataTypeOfOrder(id), stocks.get(siteOfOrder(id))!));

function* orderDraw(draw: Pick<Draw, 'base' | 'stocks'>): Generator<Row> {
    for (let id = 1; id <= ORDER_COUNT; id += 1) yield drawOne(draw, id);
}

const startDraw = (random: Random, rowsOf: (name: string) => readonly Row[]): Draw => {
    const base = streamBaseOf(random);
    const stocks = new Map(ALL_SITE_CODES.map(siteCode => [siteCode, stockOf(siteCode, rowsOf)]));
    return { base, stocks, rows: [], rest: orderDraw({ base, stocks }) };
};

/** Draws on until the draw is done or `until` says stop; true when done. */
const drawOn = (until: () => boolean): boolean => {
    const { rows, rest } = drawing!;
    for (let next = rest.next(); !next.done; next = rest.next()) {
        rows.push(next.value);
        if (until()) return false;
    }
    seeded = rows;
    drawing = undefined;
    return true;
};

/** The orders collection's rows (see the comment at the top); a draw started ahead is finished, not started again. */
export const seedOrders = (random: Random, rowsOf: (name: string) => readonly Row[]): Row[] => {
    if (!seeded) {
        drawing ??= startDraw(random, rowsOf);
        drawOn(() => false);
    }
    return [...seeded!];
};

/**
 * Draws the orders before anyone asks for them, a slice of a few milliseconds after each `pause` (which lets the calls
 * that come meanwhile be answered, and waits while the page is busy): the browser mock's worker starts it as it
 * starts. First it readies what answers the order list before the draw is done (`listOrdersAhead`): the SKUs,
 * warehouses and coupon templates the orders are drawn from, and the orders' times. `random` must be the one the
 * store gives the collection, so the rows are the same either way.
 */
export const drawOrdersAhead = async (random: Random, rowsOf: (name: string) => readonly Row[], pause: () => Promise<void>): Promise<void> => {
    if (seeded) return;
    orderSeconds((drawing ??= startDraw(random, rowsOf)).base);
    const SLICE_MS = 12;
    for (;;) {
        await pause();
        if (!drawing) return;
        const sliceEnd = performance.now() + SLICE_MS;
        let count = 0;
        // Reads the clock every 64 orders: reading it for each would cost more than the check saves.
        if (drawOn(() => (count += 1) % 64 === 0 && performance.now() > sliceEnd)) return;
    }
};

/** Each order's time in whole seconds (the precision of its ISO time), by id - 1: the first number of each stream. */
let secondsOfOrders: { base: number; seconds: Float64Array } | undefined;
const orderSeconds = (base: number) => {
    if (secondsOfOrders?.base !== base) {
        const seconds = new Float64Array(ORDER_COUNT);
        for (let id = 1; id <= ORDER_COUNT; id += 1) seconds[id - 1] = Math.floor(orderMsOf(ageOf(firstNumberOf(streamSeed(base, id)))) / 1000);
        secondsOfOrders = { base, seconds };
    }
    return secondsOfOrders.seconds;
};

/** Ids of the orders a scope holds, in the order asked (stable: equal times keep the id order, as the store's sort). */
const sortedIds = new Map<string, number[]>();
const idsInOrder = (base: number, siteCode: string | undefined, dataType: string | undefined, direction: number): number[] => {
    const key = `${base} ${siteCode} ${dataType} ${direction}`;
    let ids = sortedIds.get(key);
    if (!ids) {
        ids = [];
        for (let id = 1; id <= ORDER_COUNT; id += 1) {
            if ((siteCode === undefined || siteOfOrder(id) === siteCode) && (dataType === undefined || String(dataTypeOfOrder(id)) === dataType)) ids.push(id);
        }
        if (direction !== 0) {
            const seconds = orderSeconds(base);
            ids.sort((a, b) => direction * (seconds[a - 1] - seconds[b - 1]));
        }
        sortedIds.set(key, ids);
    }
    return ids;
};

const SCOPE_KEYS = new Set(['siteCode', 'dataType']);

/**
 * A page of orders in time order (or in id order), of a site and data type, answered before the collection is made:
 * from each order's time alone, drawing only the page's orders (or taking them from the finished draw). The answer
 * is the one the whole collection gives; the store asks only while no call has made the collection (a write, an
 * order's page). Any other list (a filter, another sort, no range) is for the collection: undefined.
 */
export const listOrdersAhead = (random: Random, rowsOf: (name: string) => readonly Row[], { filter, sort, range }: ListQuery): ListResult | undefined => {
    if (!range || (sort && sort[0] !== 'orderTime')) return undefined;
    const scope: Record<string, string> = {};
    for (const [key, value] of Object.entries(filter)) {
        if (value === undefined || value === null || value === '') continue;
        if (!SCOPE_KEYS.has(key) || (typeof value !== 'string' && typeof value !== 'number')) return undefined;
        scope[key] = String(value);
    }
    const draw = seeded ? undefined : (drawing ??= startDraw(random, rowsOf));
    const ids = idsInOrder(draw?.base ?? streamBaseOf(random), scope.siteCode, scope.dataType, sort ? (sort[1] === 'DESC' ? -1 : 1) : 0);
    const [start, end] = range;
    const rows = ids.slice(start, end + 1).map(id => (draw ? drawOne(draw, id) : seeded![id - 1]));
    return { rows, total: ids.length, start, end: rows.length ? start + rows.length - 1 : start };
};
