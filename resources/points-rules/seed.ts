import type { ResourceSeed } from '../kit/seed';

/** One rule per trigger on each site, seeded by hand with the site's amounts (mock-server/db/points.ts). */
export const seed: ResourceSeed = { count: 6 };
