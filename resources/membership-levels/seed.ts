import type { ResourceSeed } from '../kit/seed';

/** Five levels from Silver up, their growth thresholds rising with them (mock-server/db/kit/appSamples.ts). The app never imports it. */
export const seed: ResourceSeed = {
    count: 5,
    fields: {
        level: { sample: 'sequence' },
        levelName: { sample: 'membershipLevelName' },
        growthThreshold: { sample: 'growthThreshold' },
        icon: { sample: 'imageUrl' },
        benefitsNote: { examples: ['Priority customer care', 'Early access to launches', 'Free Care+ screen protection for 6 months', 'Exclusive member prices'] },
    },
};
