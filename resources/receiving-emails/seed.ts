import type { ResourceSeed } from '../kit/seed';

/** The bulk-sales team and finance, told of new orders, payments and shipments. The app never imports it. */
export const seed: ResourceSeed = {
    count: 8,
    sites: ['in'],
    fields: {
        email: { sample: 'email' },
        name: { sample: 'person' },
    },
};
