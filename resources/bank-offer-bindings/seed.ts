import type { ResourceSeed } from '../kit/seed';

/** Past batches, from the seeded offers' own SKUs (mock-server/db/bankOfferBindings.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
