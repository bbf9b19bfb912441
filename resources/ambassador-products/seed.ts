import type { ResourceSeed } from '../kit/seed';

/** Seeded by hand with the referral records, which are of these SKUs (mock-server/db/ambassadors.ts). */
export const seed: ResourceSeed = { count: 8 };
