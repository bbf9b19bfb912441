import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed group-codes: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 12,
    fields: {
        groupCode: { sample: 'code' },
    },
};
