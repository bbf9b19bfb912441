import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed skus: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 60,
    fields: {
        skuId: { sample: 'code' },
        colour: { sample: 'colour' },
        memory: { sample: 'memory' },
        skuName: { sample: 'skuNameOfSpu' },
        gtinCode: { sample: 'gtin' },
        materialId: { sample: 'finishedGoodsMaterial' },
        sellingPrice: { sample: 'sellingPrice' },
        gift: { sample: 'rareFlag' },
        weight: { sample: 'weightGrams' },
        dimensions: { sample: 'dimensions' },
        hsnCode: { sample: 'phoneHsn' },
        gstRate: { sample: 'gstRate' },
    },
};
