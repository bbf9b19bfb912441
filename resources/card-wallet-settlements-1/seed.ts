import type { ResourceSeed } from '../kit/seed';

/**
 * Drawn from the orders and refunds this provider settles (mock-server/db/reconciliation/settlement.ts), at the fee
 * rates and settlement cycles of the provider settings: as many as the orders give.
 */
export const seed: ResourceSeed = { count: 0, computed: true };
