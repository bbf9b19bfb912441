import type { ResourceSeed } from '../kit/seed';

/** Claimed on the provinces' platforms, each used qualification with its transaction (mock-server/db/subsidy). */
export const seed: ResourceSeed = { count: 120 };
