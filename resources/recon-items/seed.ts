import type { ResourceSeed } from '../kit/seed';

/**
 * The match result is computed by the mock from the orders, refunds and statement lines
 * (mock-server/db/reconciliation/matching.ts): `count` is the number of items site in gets (the table-driven tests
 * read it; it changes only if the orders' or the statement lines' seed does).
 */
export const seed: ResourceSeed = {
    count: 3598,
};
