import { DAY_MS, SEED_NOW, type Random } from '../random';
import { ALL_SITE_CODES } from '../sites';

const NAMES = ['Welcome Offer', 'Festive Sale', 'App Exclusive', 'Student Benefit', 'Trade-in Bonus', 'Flash Deal'];

export const seedCouponTemplates = (random: Random) =>
    Array.from({ length: 150 }, (_, index) => {
        const id = index + 1;
        const byDay = random.bool();
        const discountValue = random.pick([200, 500, 1000, 1500]);
        const start = random.date(SEED_NOW - 60 * DAY_MS, SEED_NOW + 30 * DAY_MS);
        return {
            id,
            templateCode: `CT${String(10000 + id)}`,
            name: `${random.pick(NAMES)} ${discountValue}`,
            siteCode: ALL_SITE_CODES[index % ALL_SITE_CODES.length],
            type: random.pick(['discount', 'cash', 'freeShipping']),
            couponType: random.pick(['normal', 'super']),
            discountPercentage: random.pick([0, 0.5, 0.8, 0.9, 1]),
            discountValue,
            limitedValue: discountValue * random.int(5, 20),
            minimumOrderAmount: discountValue * random.int(5, 20),
            freeDelivery: random.bool(0.2),
            gift: random.bool(0.1),
            expiryDaysAfterCollection: byDay ? random.pick([7, 15, 30]) : null,
            validityStart: byDay ? null : start,
            validityEnd: byDay ? null : new Date(Date.parse(start) + 30 * DAY_MS).toISOString(),
            creationTime: random.date(SEED_NOW - 90 * DAY_MS, SEED_NOW - 60 * DAY_MS),
            editTime: random.date(SEED_NOW - 60 * DAY_MS, SEED_NOW),
            remark: '',
        };
    });
