import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed coupons: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 40,
    fields: {
        couponCode: { sample: 'code' },
        userId: { sample: 'phone' },
    },
};
