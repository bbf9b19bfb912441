import type { ResourceSeed } from '../kit/seed';
import { INBOUND_SEED } from '../diff-common/descriptions';

/** What the mock needs to seed inbound-orders (diff-common/descriptions.ts). The app never imports it. */
export const seed: ResourceSeed = INBOUND_SEED;
