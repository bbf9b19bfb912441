import type { ResourceSeed } from '../kit/seed';

/** Seeded by hand with their referral records, so their totals are the records' (mock-server/db/ambassadors.ts). */
export const seed: ResourceSeed = { count: 12 };
