import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed user-locks: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 30,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        userId: { sample: 'code' },
        mobile: { sample: 'phone' },
        email: { sample: 'email' },
        operator: { sample: 'person' },
    },
};
