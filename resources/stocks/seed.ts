import type { ResourceSeed } from '../kit/seed';

/** Summed by the mock from the stock ledger (mock-server/db/ledger): one row per SKU and warehouse of a site. */
export const seed: ResourceSeed = { count: 0, computed: true };
