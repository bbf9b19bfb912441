import { DAY_MS, SEED_NOW, type Random } from '../random';
import type { Row } from '../collection';
import { ALL_SITE_CODES } from '../sites';

const NAMES = ['Welcome Offer', 'Festive Sale', 'App Exclusive', 'Student Benefit', 'Trade-in Bonus', 'Flash Deal'];

/** A spend threshold as a market writes it: a round number several times the discount. */
const thresholdOver = (random: Random, discount: number) => discount * random.int(5, 20);

/**
 * Coupon templates of every demo site (`perSite` each), true to the template rules (resources/coupon-templates/
 * rules.ts): the limited value above the discount value, percentages in 0–1, time by day or by a fixed period
 * (never both), and an R code only as an SPU's model code of the same site.
 */
export const seedCouponTemplates = (random: Random, perSite: number, rowsOf: (name: string) => readonly Row[]): Row[] =>
    ALL_SITE_CODES.flatMap((siteCode, siteIndex) => {
        const spus = rowsOf('spu').filter(spu => spu.siteCode === siteCode);
        return Array.from({ length: perSite }, (_, index) => {
            const id = siteIndex * perSite + index + 1;
            const type = random.pick(['discount', 'cash', 'cash', 'free_shipping'] as const);
            const discountValue = type === 'cash' ? random.pick([200, 500, 1000, 1500]) : null;
            const byDay = random.bool();
            const start = Date.parse(random.date(SEED_NOW - 60 * DAY_MS, SEED_NOW + 30 * DAY_MS));
            const created = random.date(SEED_NOW - 120 * DAY_MS, Math.min(start, SEED_NOW - 61 * DAY_MS));
            const rCoded = spus.length > 0 && random.bool(0.2);
            const couponType = random.bool(0.2) ? 'super' : 'normal';
            return {
                id,
                siteCode,
                templateCode: `CT${String(10000 + id)}`,
                name: `${random.pick(NAMES)} ${discountValue ?? (type === 'free_shipping' ? 'Free delivery' : 'Half price')}`,
                type,
                couponType,
                combinable: couponType === 'super' && random.bool(0.3),
                discountPercentage: type === 'discount' ? random.pick([0, 0.5, 0.8, 0.9]) : null,
                discountValue,
                limitedValue: discountValue === null ? random.pick([999, 4999, 9999]) : thresholdOver(random, discountValue),
                minimumOrderAmount: random.pick([0, 999, 4999]),
                limitedType: random.pick(['per_user', 'per_day', 'total']),
                limitedTimes: random.pick([1, 1, 2, 5]),
                freeDelivery: type === 'free_shipping' || random.bool(0.1),
                gift: random.bool(0.1),
                timeMode: byDay ? 'by_day' : 'fixed_period',
                expiryDays: byDay ? random.pick([7, 15, 30]) : null,
                validityStart: byDay ? null : new Date(start).toISOString(),
                validityEnd: byDay ? null : new Date(start + random.pick([7, 30, 60]) * DAY_MS).toISOString(),
                productScope: rCoded ? 'spu' : random.pick(['all', 'category', 'sku']),
                rType: rCoded ? 'r_code' : 'none',
                rCode: rCoded ? random.pick(spus).modelCode : null,
                instructions: 'One coupon per order; not valid with exchange offers.',
                remark: '',
                createTime: created,
                updateTime: random.date(Date.parse(created), SEED_NOW),
            };
        });
    });
