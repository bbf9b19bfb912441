import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock from the stock ledger (mock-server/db/ledger/wmsReport.ts): one row per warehouse and day. */
export const seed: ResourceSeed = { count: 0, computed: true };
