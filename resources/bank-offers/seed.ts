import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed bank-offers: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 16,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        offerName: {
            examples: ['Festive instant discount', 'No-cost EMI weekend', 'Launch week cashback', 'Credit card super saver', 'Debit card EMI offer', 'Year-end bank bonanza'],
        },
    },
};
