import type { ResourceSeed } from '../kit/seed';

/**
 * Drawn from the orders and refunds this provider settles (mock-server/db/reconciliation/settlement.ts), at the fee
 * rates and settlement cycles of the provider settings, so their number follows the orders: `count` is the number
 * site in gets (the table-driven tests read it; it changes only if the orders' or the settings' seed does).
 */
export const seed: ResourceSeed = { count: 468 };
