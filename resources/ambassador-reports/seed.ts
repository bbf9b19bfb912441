import type { ResourceSeed } from '../kit/seed';

/** Computed by the mock from the referral records (mock-server/db/ambassadors.ts). */
export const seed: ResourceSeed = { count: 0, computed: true };
