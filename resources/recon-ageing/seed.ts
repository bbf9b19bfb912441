import type { ResourceSeed } from '../kit/seed';

/**
 * Computed from the match result (mock-server/db/reconciliation): every gateway of site in × 2 types × 4 buckets
 * (the tests read `count`).
 */
export const seed: ResourceSeed = {
    count: 40,
};
