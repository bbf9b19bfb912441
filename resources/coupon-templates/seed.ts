import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed coupon-templates: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 24,
    fields: {
        templateCode: { sample: 'code' },
    },
};
