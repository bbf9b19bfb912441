import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed materials: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 50,
    fields: {
        materialCode: { sample: 'materialCode' },
        materialName: { sample: 'materialName' },
        materialType: { sample: 'materialType' },
        unit: { sample: 'materialUnit' },
        hsnCode: { sample: 'materialHsn' },
        gstRate: { sample: 'materialGstRate' },
    },
};
