import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock from the claims that lack materials (mock-server/db/subsidy.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
