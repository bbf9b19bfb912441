import type { ResourceSeed } from '../kit/seed';

/** Site cn's paid orders that used a qualification (mock-server/db/subsidy): one per used qualification. */
export const seed: ResourceSeed = { count: 0, computed: true };
