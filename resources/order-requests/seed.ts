import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed order-requests: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 60,
    fields: {
        orderId: { sample: 'code' },
    },
};
