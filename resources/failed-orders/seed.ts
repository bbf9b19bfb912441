import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed failed-orders: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 30,
    fields: {
        orderId: { sample: 'code' },
        paymentId: { sample: 'code' },
        errorMessage: { sample: 'sentence' },
    },
};
