import type { ResourceSeed } from '../kit/seed';
import { redirectSeeds } from '../kit/redirect/seed';
import { AUDIT_SEEDS } from '../activity-common/seed';

/** Four ads a position, their windows in turn (mock-server/db/kit/appSamples.ts): one of each is live now. */
export const seed: ResourceSeed = {
    count: 16,
    fields: {
        title: { examples: ['Nova 50 launch splash', 'Festive sale popup', 'Exchange offer float', 'Earbuds week banner', 'Member day', 'New user gift', 'Bank offer banner'] },
        positionType: { sample: 'adSlot' },
        ...redirectSeeds('jump'),
        startTime: { sample: 'adStart' },
        endTime: { sample: 'slotEnd' },
        sort: { sample: 'sequence' },
        ...AUDIT_SEEDS,
    },
};
