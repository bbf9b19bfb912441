import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed prebooks: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 40,
    fields: {
        prebookNo: { sample: 'code' },
        userId: { sample: 'sequence' },
        mobile: { sample: 'phone' },
        couponCode: { sample: 'code' },
    },
};
