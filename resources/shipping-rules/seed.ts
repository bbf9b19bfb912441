import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed shipping-rules: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 8,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        ruleName: { examples: ['Standard shipping', 'Festive free shipping', 'North-east surcharge', 'Metro express', 'Remote pincodes'] },
        shippingFee: { sample: 'minorAmount' },
        freeShippingThreshold: { sample: 'minorAmount' },
        pincodes: { sample: 'pincode' },
    },
};
