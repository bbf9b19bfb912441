import type { ResourceSeed } from '../kit/seed';

/**
 * Seeded by hand with the ledger: its reissue and deduction rows are the confirmed requests, beside four waiting or
 * rejected ones per site (mock-server/db/points.ts), so `count` is not how many there are.
 */
export const seed: ResourceSeed = { count: 4, computed: true };
