import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock from the shipped orders (mock-server/db/ledger/timeliness.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
