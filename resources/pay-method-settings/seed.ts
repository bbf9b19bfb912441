import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed pay-method-settings: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 8,
    fields: {
        tagText: { examples: ['Recommended', 'No-cost EMI', 'Instant refund', 'Cashback', ''] },
    },
};
