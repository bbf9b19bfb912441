import type { ResourceSeed } from '../kit/seed';

/** The programme's provinces, seeded by hand with their real codes and platforms (mock-server/db/subsidy). */
export const seed: ResourceSeed = { count: 10 };
