import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS } from '../activity-common/seed';
import { redirectSeeds } from '../kit/redirect/seed';

/** What the mock needs to seed search-page-banners: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 12,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        ...redirectSeeds('jump'),
        title: { examples: ['Nova 40 Pro is here', 'Festive deals on audio', 'Exchange and save', 'New: Pulse Watch 3', 'Student offers'] },
        subtitle: { examples: ['Pre-order now', 'Up to 40% off', 'Extra ₹2,000 off on exchange', 'Limited stock'] },
        sort: { sample: 'sequence' },
    },
};
