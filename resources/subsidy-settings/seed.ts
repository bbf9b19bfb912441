import type { ResourceSeed } from '../kit/seed';

/** One record, seeded by hand (mock-server/db/subsidy.ts). */
export const seed: ResourceSeed = { count: 1 };
