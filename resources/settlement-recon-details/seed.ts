import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock from the settlement match (mock-server/db/reconciliation/settlement.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
