import type { ResourceSeed } from '../kit/seed';

/** Drawn by the mock from the delivered COD orders (mock-server/db/cod.ts): the couriers' weekly remittances. */
export const seed: ResourceSeed = { count: 0, computed: true };
