import type { ResourceSeed } from '../kit/seed';

/** One claim per seeded deduction, on its province's form (mock-server/db/subsidy). */
export const seed: ResourceSeed = { count: 0, computed: true };
