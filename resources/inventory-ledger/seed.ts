import type { ResourceSeed } from '../kit/seed';

/** Summed by the mock from the stock ledger (mock-server/db/ledger): one row per month, SKU and warehouse. */
export const seed: ResourceSeed = { count: 0, computed: true };
