import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed recommendations: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 30,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        title: { examples: ['Best of the season', 'You may also like', 'Complete your setup', 'Trending phones', 'Top accessories', 'Customers also bought'] },
        sort: { sample: 'sequence' },
    },
};
