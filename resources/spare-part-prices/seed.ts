import type { ResourceSeed } from '../kit/seed';

/** What the mock seeds spare-part prices with: the parts a service centre replaces, priced in the site's currency. The app never imports it. */
export const seed: ResourceSeed = {
    count: 32,
    fields: {
        modelId: { sample: 'partModel' },
        partName: { sample: 'partName' },
        partCategory: { sample: 'partCategory' },
        partCode: { sample: 'partCode' },
        partPrice: { sample: 'partPrice' },
        labourCharge: { sample: 'labourCharge' },
    },
};
