import type { ResourceSeed } from '../kit/seed';
import { AUDIT_SEEDS } from '../activity-common/seed';

/** Two tags a pay method, their windows in turn (mock-server/db/kit/appSamples.ts). */
export const seed: ResourceSeed = {
    count: 16,
    fields: {
        payMethod: { sample: 'payTagMethod' },
        tagText: { examples: ['No-cost EMI', '10% instant off', 'Cashback ₹500', 'Fastest', 'Recommended', 'Extra 5% off', 'Zero fee'] },
        tagColour: { examples: ['#E53935', '#FB8C00', '#2E7D32', '#1565C0', '#6A1B9A'] },
        startTime: { sample: 'payTagStart' },
        endTime: { sample: 'slotEnd' },
        sort: { sample: 'sequence' },
        ...AUDIT_SEEDS,
    },
};
