import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed spu: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 40,
    fields: {
        spuId: { sample: 'code' },
        spuName: { sample: 'spuName' },
        series: { sample: 'series' },
        modelCode: { sample: 'modelCode' },
        marketingName: { sample: 'spuName' },
        mainImage: { sample: 'imageUrl' },
        hsnCode: { sample: 'hsn' },
        description: { sample: 'sentence' },
    },
};
