import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock from the subsidy transactions and the orders (mock-server/db/subsidy.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
