import type { ResourceSeed } from '../kit/seed';

/** Seeded by hand per site, each user's changes in time order with a running balance (mock-server/db/points.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
