import type { ResourceSeed } from '../kit/seed';

/**
 * The stock ledger is drawn by hand (mock-server/db/ledger): receipts that cover every shipped order's outbound
 * movement, the seeded transfers' movements, returns and adjustments; how many depends on the orders.
 */
export const seed: ResourceSeed = { count: 0, computed: true };
