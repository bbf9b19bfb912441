import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed activity-types: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 12,
    fields: {
        typeCode: { sample: 'code' },
        typeName: { examples: ['Flash sale', 'Pre-order', 'Full pre-sale', 'Group bargain', 'Crowdfunding', 'Combo offer', 'Trade-in bonus', 'R-Pass sale', 'Coin redemption', 'Review lottery'] },
        label: { examples: ['Hot', 'New', 'Limited', 'Deal', 'Early access', 'Save more'] },
        sort: { sample: 'sequence' },
    },
};
