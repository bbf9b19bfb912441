import type { ResourceSeed } from '../kit/seed';

/** Site cn's phones and tablets up to the ceiling, seeded by hand from its SKUs (mock-server/db/subsidy). */
export const seed: ResourceSeed = { count: 16 };
