import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed categories: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 18,
    fields: {
        name: { sample: 'categoryName' },
        parentId: { sample: 'categoryParent' },
        icon: { sample: 'imageUrl' },
        sort: { sample: 'sequence' },
    },
};
