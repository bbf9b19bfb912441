import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock from the trade-in orders (mock-server/db/ledger/tradeIns.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
