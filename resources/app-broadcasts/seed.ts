import type { ResourceSeed } from '../kit/seed';
import { redirectSeeds } from '../kit/redirect/seed';
import { AUDIT_SEEDS } from '../activity-common/seed';

/** Three page sets, four messages each in turn (mock-server/db/kit/appSamples.ts): one of each is live now. */
export const seed: ResourceSeed = {
    count: 12,
    fields: {
        content: {
            examples: [
                'Free delivery on all orders this week',
                'Nova 50 pre-orders open: pay ₹1,999 now',
                'Extra 10% off with HDFC Bank cards',
                'Service centres closed on 15 August',
                'Exchange your old phone for up to ₹8,000',
                'New: track your repair in the app',
            ],
        },
        pages: { sample: 'broadcastPages' },
        ...redirectSeeds('jump'),
        startTime: { sample: 'broadcastStart' },
        endTime: { sample: 'slotEnd' },
        sort: { sample: 'sequence' },
        ...AUDIT_SEEDS,
    },
};
