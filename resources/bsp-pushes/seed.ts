import type { ResourceSeed } from '../kit/seed';

/** Seeded by hand (mock-server/db/bspPushes.ts): past months pushed, one refused by BSP, per site that settles. */
export const seed: ResourceSeed = { count: 0, computed: true };
