import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock from the orders, refunds and statement lines (mock-server/db/ledger/orderPayments.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
