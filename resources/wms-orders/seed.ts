import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock from the orders (mock-server/db/ledger/wmsOrders.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
