import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed conversions (their HTML is the converter's skeleton: index.ts). The app never imports it. */
export const seed: ResourceSeed = {
    count: 10,
    fields: {
        name: { examples: ['Nova 12 landing hero', 'Festive sale banner strip', 'Earbuds feature grid', 'Exchange offer steps', 'Store locator header'] },
        designImage: { sample: 'imageUrl' },
        htmlResult: { examples: [''] },
        creator: { sample: 'person' },
    },
};
