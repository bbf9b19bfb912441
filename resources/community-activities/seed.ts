import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS, AUDIT_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed community-activities: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 16,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        ...AUDIT_SEEDS,
        activityName: { examples: ['Shot on Nova photo contest', 'Tell us your upgrade story', 'Beta testers wanted', 'Community quiz night', 'Best setup of the month'] },
        communityPostUrl: { sample: 'url' },
        reward: { examples: ['₹500 coupon', '1,000 points', 'Zen Buds Pro', 'Community badge and 200 points'] },
        winners: { sample: 'partOfPrevious' },
    },
};
