import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock from the stock ledger's returns (mock-server/db/ledger/afterSales.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
