import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS, AUDIT_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed pre-orders: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 20,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        ...AUDIT_SEEDS,
        activityName: { examples: ['Nova 40 Pro pre-order', 'Vega X pre-booking', 'Astra Fold pre-sale', 'Orion 12 launch pre-order', 'Zen Buds Pro pre-sale'] },
        deductionAmount: { sample: 'minorAmount' },
        depositAmount: { sample: 'partOfPrevious' },
        balanceStart: { sample: 'laterThanPrevious' },
        balanceEnd: { sample: 'laterThanPrevious' },
        estimatedShipDate: { sample: 'dateAfterPrevious' },
        rules: { sample: 'sentence' },
    },
};
