import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS, AUDIT_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed payment-method-offers: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 16,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        ...AUDIT_SEEDS,
        activityName: { examples: ['Prepaid discount', 'UPI Fridays', 'Netbanking weekend offer', 'Card payment festive discount', 'Wallet cashback week'] },
        payChannel: { examples: ['Razorpay', 'PayU', 'Paytm', 'CCAvenue', 'Cashfree'] },
        discountAmount: { sample: 'minorAmount' },
        maxDiscount: { sample: 'minorAmount' },
    },
};
