import { ORDER_STATUSES, ORDER_TYPES, PAY_METHODS, STOCK_STATUSES } from '../../../src/constants';
import { DAY_MS, SEED_NOW, type Random } from '../random';
import { ALL_SITE_CODES, SITES } from '../sites';
import { gtinDigit, luhnDigit } from '../kit/samples';

const withCheckDigit = (body: string, check: (body: string) => number) => `${body}${check(body)}`;

const PHONES = [
    { spu: 'SPU1001', name: 'Nova 12', skus: ['SKU100101', 'SKU100102', 'SKU100103'], price: 21999 },
    { spu: 'SPU1002', name: 'Nova 12 Pro', skus: ['SKU100201', 'SKU100202'], price: 32999 },
    { spu: 'SPU1003', name: 'Aero 5G', skus: ['SKU100301', 'SKU100302', 'SKU100303'], price: 14999 },
    { spu: 'SPU1004', name: 'Pad X11', skus: ['SKU100401'], price: 27999 },
    { spu: 'SPU1005', name: 'Buds Air 3', skus: ['SKU100501', 'SKU100502'], price: 3499 },
    { spu: 'SPU1006', name: 'Watch S2', skus: ['SKU100601'], price: 6999 },
];
const CITIES = [
    { province: 'Maharashtra', city: 'Mumbai', pincode: '400001' },
    { province: 'Karnataka', city: 'Bengaluru', pincode: '560001' },
    { province: 'Delhi', city: 'New Delhi', pincode: '110001' },
    { province: 'Tamil Nadu', city: 'Chennai', pincode: '600001' },
    { province: 'West Bengal', city: 'Kolkata', pincode: '700001' },
];
const PAY_CHANNELS = ['Razorpay', 'PayU', 'Paytm', 'CCAvenue', 'COD'];
const SOURCES = ['web', 'app', 'mini program', 'offline'];
const PLATFORMS = ['android', 'ios', 'pc', 'h5'];

export const ORDER_COUNT = 640;

/** Orders across the demo sites; one in ten is a test order (data type 1) that only the qa role sees. */
export const seedOrders = (random: Random) =>
    Array.from({ length: ORDER_COUNT }, (_, index) => {
        const id = index + 1;
        const phone = random.pick(PHONES);
        const sku = random.pick(phone.skus);
        const place = random.pick(CITIES);
        const siteCode = ALL_SITE_CODES[index % ALL_SITE_CODES.length];
        const site = SITES.find(entry => entry.siteCode === siteCode)!;
        const quantity = random.int(1, 3);
        const discount = random.pick([0, 0, 500, 1000, 1500]);
        const orderTime = random.date(SEED_NOW - 120 * DAY_MS, SEED_NOW);
        const orderStatus = random.pick(ORDER_STATUSES);
        const paid = orderStatus !== 'unpaid' && orderStatus !== 'cancelled';
        const reviewStatus = random.pick(['pending', 'approved', 'approved', 'rejected'] as const);
        return {
            id,
            orderId: `OMS${String(260000000 + id * 37)}`,
            userId: `U${random.digits(8)}`,
            siteCode,
            region: site.regionCode,
            country: site.siteName,
            spu: phone.spu,
            spuName: phone.name,
            sku,
            shippingNumber: paid ? `AWB${random.digits(10)}` : '',
            pincode: place.pincode,
            email: `customer${id}@example.com`,
            contactNumber: `9${random.digits(9)}`,
            orderTime,
            province: place.province,
            city: place.city,
            orderStatus,
            stockStatus: random.pick(STOCK_STATUSES),
            payChannel: random.pick(PAY_CHANNELS),
            payMethod: random.pick(PAY_METHODS),
            vendorCode: `V${random.int(100, 130)}`,
            inviteOrder: random.bool(0.1),
            orderSource: random.pick(SOURCES),
            liveSale: random.bool(0.05),
            discoverSale: random.bool(0.05),
            orderType: random.pick(ORDER_TYPES),
            orderDiscounts: discount,
            orderAmount: phone.price * quantity - discount,
            paidTime: paid ? new Date(Date.parse(orderTime) + random.int(1, 30) * 60_000).toISOString() : null,
            pointsConsumed: random.pick([0, 0, 100, 200]),
            pointsEarned: Math.floor((phone.price * quantity) / 100),
            platform: random.pick(PLATFORMS),
            warehouseCode: random.pick(['WH-MUM-01', 'WH-BLR-01', 'WH-DEL-02']),
            reviewStatus,
            // Counted per site (sites take turns by index), so every site has its tenth of test orders.
            dataType: Math.floor(index / ALL_SITE_CODES.length) % 10 === 9 ? 1 : 0,
            lines: [
                {
                    skuId: sku,
                    // The same draws as before (the rest of the seed is unchanged), now ending in their check digits.
                    gtinCode: withCheckDigit(`89${random.digits(11).slice(0, 10)}`, gtinDigit),
                    quantity,
                    giftFlag: false,
                    unitPrice: phone.price,
                    totalPrice: phone.price * quantity,
                    imei: paid ? withCheckDigit(`86${random.digits(13).slice(0, 12)}`, luhnDigit) : '',
                    trackingNumber: paid ? `AWB${random.digits(10)}` : '',
                },
            ],
        };
    });
