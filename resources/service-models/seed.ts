import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed service-models: each site's phones and tablets. The app never imports it. */
export const seed: ResourceSeed = {
    count: 16,
    fields: {
        marketingName: { sample: 'spuName' },
        modelCode: { sample: 'modelCode' },
        image: { sample: 'imageUrl' },
        sort: { sample: 'sequence' },
    },
};
