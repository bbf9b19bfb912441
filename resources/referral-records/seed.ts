import type { ResourceSeed } from '../kit/seed';

/** Seeded by hand with the ambassadors (mock-server/db/ambassadors.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
