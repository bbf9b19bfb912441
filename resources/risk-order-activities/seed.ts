import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed risk-order-activities: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 12,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        activityName: { examples: ['Diwali flash sale watch', 'Launch week resale check', 'Year-end bulk order watch', 'Festive EMI abuse check', 'New model scalping watch'] },
        discounts: { sample: 'minorAmount' },
        emiPlanInterest: { examples: ['12', '13.5', '14.99', '15', '16.25'] },
        creator: { sample: 'person' },
        lastEditor: { sample: 'person' },
        updateTime: { sample: 'updatedAfterCreate' },
    },
};
