import type { ResourceSeed } from '../kit/seed';
import { OUTBOUND_SEED } from '../diff-common/descriptions';

/** What the mock needs to seed outbound-orders (diff-common/descriptions.ts). The app never imports it. */
export const seed: ResourceSeed = OUTBOUND_SEED;
