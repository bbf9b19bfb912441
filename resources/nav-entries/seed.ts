import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed the header navigation: the menus with their entries, in table order. The app never imports it. */
export const seed: ResourceSeed = {
    // The rows of the navigation table in mock-server/db/kit/cmsSamples.ts: five menus and their entries.
    count: 14,
    fields: {
        sort: { sample: 'sequence' },
        name: { sample: 'navName' },
        parentId: { sample: 'navParent' },
        linkUrl: { sample: 'navLink' },
        image: { sample: 'imageUrl' },
        tag: { examples: ['none', 'none', 'new', 'hot'] },
    },
};
