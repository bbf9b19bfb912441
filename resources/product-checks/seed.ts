import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock from the site's product records (mock-server/db/productChecks.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
