import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed r-pass-stocks: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 24,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        activityName: { examples: ['Nova 40 Pro launch sale', 'Vega X first sale', 'Orion 12 flash sale', 'Astra Fold early access', 'Zen Buds launch', 'Pulse Watch 3 first sale'] },
        issuedQty: { sample: 'partOfPrevious' },
        redeemedQty: { sample: 'partOfPrevious' },
    },
};
