import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock from the points ledger (mock-server/db/points.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
