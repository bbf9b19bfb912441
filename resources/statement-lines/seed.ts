import type { ResourceSeed } from '../kit/seed';

/**
 * What the mock needs to seed statement-lines. The lines are drawn from the site's paid orders and refunds of the
 * reconciliation window (mock-server/db/reconciliation/statementLines.ts), so their number follows the orders:
 * `count` is the number site in gets (the table-driven tests read it; it changes only if the orders' seed does).
 */
export const seed: ResourceSeed = {
    count: 3303,
};
