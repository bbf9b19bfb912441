import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds the after-sales policy with: one a site, as the brand's sites state it. */
export const seed: ResourceSeed = {
    count: 1,
    fields: {
        policyName: { examples: ['Standard after-sales policy'] },
        returnWindowDays: { sample: 'policyReturnDays' },
        replacementWindowDays: { sample: 'policyReplacementDays' },
        doaDays: { sample: 'policyDoaDays' },
        returnReasons: { sample: 'policyReturnReasons' },
        refundMethods: { sample: 'policyRefundMethods' },
        instructions: {
            examples: [
                '<p>Keep the box, the charger and the invoice. Back up and sign out of your account before handing the phone over.</p><p>Refunds reach the original payment within 5 to 7 working days after we receive the phone.</p>',
            ],
        },
    },
};
