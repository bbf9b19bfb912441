import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed gray-release-switches: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 6,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        featureKey: { sample: 'code' },
        whitelistUserIds: { examples: ['100234, 100981', '', '204455'] },
        remark: { examples: ['Pilot with 10 % of app users', 'Checkout redesign A/B', 'New address form', ''] },
        updateTime: { sample: 'updatedAfterCreate' },
    },
};
