import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed online-offers: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 30,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        title: { examples: ['10% instant discount on HDFC credit cards', 'Up to ₹5,000 off on exchange', 'No-cost EMI up to 9 months', 'Extra ₹500 off with coupon', 'Flat ₹1,000 cashback on UPI', '6 months free screen protection'] },
        description: { sample: 'sentence' },
        sort: { sample: 'sequence' },
        termsLink: { sample: 'url' },
    },
};
