import type { ResourceSeed } from '../kit/seed';

/** Raised on some of the seeded errors, in each state (mock-server/db/reconciliation/adjustFlags.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
