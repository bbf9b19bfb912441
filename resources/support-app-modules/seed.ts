import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed support-app-modules: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 6,
    fields: {
        title: { examples: ['Repair services', 'Self-service', 'Warranty and care', 'Service centres', 'Spare parts prices', 'Contact us'] },
        pictures: { sample: 'pictureRows' },
    },
};
