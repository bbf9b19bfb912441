import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed static-files: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 24,
};
