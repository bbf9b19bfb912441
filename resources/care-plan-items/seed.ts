import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds Care+ items with: each plan's bands of device prices, in the site's currency. The app never imports it. */
export const seed: ResourceSeed = {
    count: 20,
    fields: {
        planId: { sample: 'bandPlan' },
        modelId: { sample: 'bandModel' },
        devicePriceFrom: { sample: 'bandFrom' },
        devicePriceTo: { sample: 'bandTo' },
        planPrice: { sample: 'bandPlanPrice' },
        coverage: { examples: ['One screen replacement', 'Parts and labour after the warranty', 'One accidental or liquid damage repair', 'Screen, liquid and parts: one claim a year'] },
    },
};
