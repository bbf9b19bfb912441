import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock from the live sessions and the live-sale orders (mock-server/db/dataPlatform.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
