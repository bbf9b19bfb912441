import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed cardless-emi-activities: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 12,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        name: { examples: ['Festive cardless EMI', 'Launch week zero-card EMI', 'Year-end instalments', 'Student cardless EMI', 'Weekend pay-later'] },
        createTime: { sample: 'createdBeforeArrival' },
        lastOperator: { sample: 'person' },
        updateTime: { sample: 'updatedAfterCreate' },
    },
};
