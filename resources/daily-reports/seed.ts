import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock from the orders (mock-server/db/dataPlatform.ts); a few days carry a note. */
export const seed: ResourceSeed = { count: 0, computed: true };
