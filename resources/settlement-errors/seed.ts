import type { ResourceSeed } from '../kit/seed';

/** Detected by the mock from the match of the providers' lines with the orders (mock-server/db/reconciliation/settlement.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
