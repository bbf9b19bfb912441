import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS, AUDIT_SEEDS } from '../activity-common/seed';

/** What the mock needs to seed comment-lotteries: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 20,
    fields: {
        ...ACTIVITY_TIME_SEEDS,
        ...AUDIT_SEEDS,
        activityName: { examples: ['Review & win Nova 40 Pro', 'Share your unboxing', 'Photo review lucky draw', 'Rate your buds, win a watch', 'Festive review bonanza'] },
        prizes: { examples: ['1 × Nova 40 Pro, 10 × Zen Buds', '5 × ₹500 coupons', '3 × Pulse Watch 3', '100 × 200 points'] },
        drawRule: { examples: ['Drawn at random after the end', 'Every 100th review wins', 'Best reviews chosen by the jury'] },
    },
};
