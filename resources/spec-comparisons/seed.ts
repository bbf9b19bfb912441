import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed spec-comparisons: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 12,
    fields: {
        spuId: { sample: 'uniqueSpu' },
        notes: { examples: ['Compared with the previous generation', 'Launch comparison sheet', 'Updated after the price change', 'Camera specs checked by the product team'] },
        keySpecs: { sample: 'keySpecs' },
        detailedSpecs: { sample: 'detailedSpecs' },
    },
};
