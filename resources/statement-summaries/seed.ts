import type { ResourceSeed } from '../kit/seed';

/** Computed from the statement lines (mock-server/db/reconciliation): `count` is the rows site in gets (the tests read it). */
export const seed: ResourceSeed = {
    count: 217,
};
