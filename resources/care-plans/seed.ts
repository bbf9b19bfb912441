import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds Care+ plans with. The app never imports it. */
export const seed: ResourceSeed = {
    count: 8,
    fields: {
        planName: { sample: 'carePlanName' },
        planType: { sample: 'carePlanType' },
        durationMonths: { sample: 'carePlanMonths' },
        price: { sample: 'minorAmount' },
        terms: {
            examples: [
                '<p>One repair or replacement during the plan. Theft, loss and cosmetic damage are not covered. Claim with your IMEI on the support website.</p>',
                '<p>Covers parts and labour at authorised service centres. The phone must be registered within 30 days of purchase.</p>',
            ],
        },
    },
};
