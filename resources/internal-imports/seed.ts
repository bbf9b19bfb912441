import type { ResourceSeed } from '../kit/seed';

/**
 * Computed by the mock from the orders and refunds (mock-server/db/reconciliation/internalImports.ts): a week's load
 * per channel over the reconciliation window, but for its last days, which are left to load.
 */
export const seed: ResourceSeed = { count: 0, computed: true };
