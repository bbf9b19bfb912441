import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed student-benefits: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 6,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        benefitName: { examples: ['Back to campus', 'Student exclusive', 'Graduation gift', 'Campus laptop deal'] },
        couponTemplateCode: { examples: ['STU-10OFF', 'STU-FLAT1000', 'CAMPUS-EMI', 'GRAD-500'] },
        terms: { sample: 'sentence' },
    },
};
