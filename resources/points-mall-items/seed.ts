import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS, AUDIT_SEEDS } from '../activity-common/seed';

/** Coupons and prizes of a points mall, at points prices shoppers see. The app never imports it. */
export const seed: ResourceSeed = {
    count: 16,
    fields: {
        itemName: { examples: ['Flat 200 off coupon', 'Free delivery coupon', '10% off accessories', 'Earbuds Lite', 'Phone case', 'Power bank 10000 mAh', 'Screen guard', 'Care+ 1-year voucher'] },
        image: { sample: 'imageUrl' },
        pointsCost: { examples: ['200', '500', '800', '1500', '3000', '12000'] },
        stock: { examples: ['50', '100', '250', '500', '1000', '0'] },
        limitPerUser: { examples: ['1', '1', '2', '5'] },
        sort: { sample: 'sequence' },
        ...ACTIVITY_TIME_SEEDS,
        ...AUDIT_SEEDS,
    },
};
