import type { ResourceSeed } from '../kit/seed';

/** Summed by the mock from the COD lines (mock-server/db/cod.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
